import { defineBlock } from '../types'
import { config } from './config'
import { repairCalculatorFixture, repairToolFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [repairCalculatorFixture, repairToolFixture],
  kind: 'interactive',
  group: 'productsAndTools',
  description: 'Visitors pick system age and repair cost and get repair or replace.',
})
