import { defineBlock } from '../types'
import { config } from './config'
import { registerButtonFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [registerButtonFixture],
  kind: 'interactive',
  group: 'productsAndTools',
  description: 'One Register New Product button that opens the registration pop-up.',
})
