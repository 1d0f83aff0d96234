import { defineBlock } from '../types'
import { config } from './config'
import { iaqProductCardsFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [iaqProductCardsFixture],
  kind: 'static',
  group: 'productsAndTools',
  description: 'Cards for indoor air quality products, each linking to its page.',
})
