import { defineBlock } from '../types'
import { config } from './config'
import { productHubFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [productHubFixture],
  kind: 'static',
  needsDatabase: true,
  group: 'productsAndTools',
  description: 'Every product family in sections, with a jump menu on phones.',
})
