import { defineBlock } from '../types'
import { config } from './config'
import { linkBlocksFixture } from './fixtures'

export default defineBlock({ config, fixtures: [linkBlocksFixture], kind: 'static' })
