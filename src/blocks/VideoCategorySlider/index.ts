import { defineBlock } from '../types'
import { config } from './config'
import { videoCategorySliderFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [videoCategorySliderFixture],
  kind: 'interactive',
  group: 'sliders',
  description: 'Homeowner videos by category, as sliding cards.',
})
