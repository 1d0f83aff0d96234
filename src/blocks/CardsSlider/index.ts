import { defineBlock } from '../types'
import { config } from './config'
import { cardsSliderFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [cardsSliderFixture],
  kind: 'interactive',
  group: 'sliders',
  description: 'Linked picture cards, three at a time on computers.',
})
