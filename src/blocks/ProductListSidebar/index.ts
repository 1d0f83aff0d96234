import { defineBlock } from '../types'
import { config } from './config'
import { productListSidebarFixture } from './fixtures'

export default defineBlock({ config, fixtures: [productListSidebarFixture], kind: 'static' })
