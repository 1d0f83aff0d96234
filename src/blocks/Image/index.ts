import { defineBlock } from '../types'
import { config } from './config'
import { imageFixture } from './fixtures'

export default defineBlock({ config, fixtures: [imageFixture], kind: 'static' })
