import { defineBlock } from '../types'
import { config } from './config'
import { navyPromoCardFixture, promoCardFixture } from './fixtures'

export default defineBlock({ config, fixtures: [promoCardFixture, navyPromoCardFixture], kind: 'static' })
