import { defineBlock } from '../types'
import { config } from './config'
import { repairGuideFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [repairGuideFixture],
  kind: 'static',
  group: 'productsAndTools',
  description: 'Two columns, “Repair if” and “Replace if”, with a refrigerant warning.',
})
