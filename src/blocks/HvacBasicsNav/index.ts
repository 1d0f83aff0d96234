import { defineBlock } from '../types'
import { config } from './config'
import { hvacBasicsNavFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [hvacBasicsNavFixture],
  kind: 'static',
  needsDatabase: true,
  group: 'navigation',
  description: 'Links to the 13 HVAC basics topics.',
})
