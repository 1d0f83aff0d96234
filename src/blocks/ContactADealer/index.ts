import { defineBlock } from '../types'
import { config } from './config'
import { contactADealerFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [contactADealerFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'forms',
  description: 'The Contact a dealer page: ZIP, the nearest dealer and a full request form.',
})
