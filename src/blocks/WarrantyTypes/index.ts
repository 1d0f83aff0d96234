import { defineBlock } from '../types'
import { config } from './config'
import { warrantyTypesFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [warrantyTypesFixture],
  kind: 'static',
  group: 'productsAndTools',
  description: 'The kinds of warranty with their terms and warranty documents.',
})
