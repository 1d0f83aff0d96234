import { defineBlock } from '../types'
import { config } from './config'
import { numberedStepBlocksFixture, stepBlocksFixture } from './fixtures'

export default defineBlock({ config, fixtures: [stepBlocksFixture, numberedStepBlocksFixture], kind: 'static' })
