import { defineBlock } from '../types'
import { config } from './config'
import { productListSidebarFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [productListSidebarFixture],
  kind: 'static',
  group: 'navigation',
  description: 'A sidebar of links to the sections of the products page.',
})
