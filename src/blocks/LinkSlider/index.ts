import { defineBlock } from '../types'
import { config } from './config'
import { linkSliderFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [linkSliderFixture],
  kind: 'interactive',
  group: 'sliders',
  description: 'Links as slides, starting at the slide of the page being viewed.',
})
