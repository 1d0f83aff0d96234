import { defineBlock } from '../types'
import { config } from './config'
import { tabsSwitcherFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [tabsSwitcherFixture],
  kind: 'interactive',
  group: 'textAndMedia',
  description: 'Tabs over a background image, each listing its own points.',
})
