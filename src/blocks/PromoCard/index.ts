import { defineBlock } from '../types'
import { config } from './config'
import { navyPromoCardFixture, promoCardFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [promoCardFixture, navyPromoCardFixture],
  kind: 'static',
  group: 'callsToAction',
  description: 'A coloured card with a title, short text and one button.',
})
