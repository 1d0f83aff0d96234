import { defineBlock } from '../types'
import { config } from './config'
import { repairGuideFixture } from './fixtures'

export default defineBlock({ config, fixtures: [repairGuideFixture], kind: 'static' })
