import { defineBlock } from '../types'
import { config } from './config'
import { customerCareFormFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [customerCareFormFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'forms',
  description: 'Questions to customer care about products, warranty or the home app.',
})
