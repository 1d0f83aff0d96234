import { defineBlock } from '../types'
import { config } from './config'
import { tabsToSliderFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [tabsToSliderFixture],
  kind: 'interactive',
  group: 'sliders',
  description: 'Tabs with details and a picture; can move on by itself.',
})
