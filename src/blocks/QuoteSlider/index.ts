import { defineBlock } from '../types'
import { config } from './config'
import { quoteSliderFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [quoteSliderFixture],
  kind: 'interactive',
  group: 'sliders',
  description: 'Customer quotes over full-width pictures, one at a time.',
})
