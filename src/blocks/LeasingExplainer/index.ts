import { defineBlock } from '../types'
import { config } from './config'
import { leasingExplainerFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [leasingExplainerFixture],
  kind: 'static',
  group: 'productsAndTools',
  description: 'How leasing works, point by point, with small print and a button.',
})
