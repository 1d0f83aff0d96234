import { defineBlock } from '../types'
import { config } from './config'
import { frenchProductSelectorFixture, productSelectorFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [productSelectorFixture, frenchProductSelectorFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'productsAndTools',
  description: 'Product categories one at a time, with picture and link; English or French.',
})
