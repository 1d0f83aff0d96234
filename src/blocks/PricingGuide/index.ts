import { defineBlock } from '../types'
import { config } from './config'
import { pricingGuideFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [pricingGuideFixture],
  kind: 'static',
  group: 'productsAndTools',
  description: 'Four cards on what drives the price: climate, home, ductwork, features.',
})
