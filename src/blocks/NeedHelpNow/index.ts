import { defineBlock } from '../types'
import { config } from './config'
import { frenchNeedHelpNowFixture, needHelpNowFixture, spanishNeedHelpNowFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [needHelpNowFixture, spanishNeedHelpNowFixture, frenchNeedHelpNowFixture],
  kind: 'static',
  needsDatabase: true,
  group: 'callsToAction',
  description: 'Call and Schedule Service buttons for urgent help; English, Spanish or French.',
})
