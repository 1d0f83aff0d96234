import { defineBlock } from '../types'
import { config } from './config'
import { dealerCarouselFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [dealerCarouselFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'dealersAndRebates',
  description: 'A ZIP or city search showing nearby dealers as sliding cards.',
})
