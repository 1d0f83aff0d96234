import { defineBlock } from '../types'
import { config } from './config'
import { productComparisonFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [productComparisonFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'productsAndTools',
  description: 'Products side by side by type, with installed prices and what is included.',
})
