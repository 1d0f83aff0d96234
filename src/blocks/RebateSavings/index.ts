import { defineBlock } from '../types'
import { config } from './config'
import { rebateSavingsFixture } from './fixtures'

export default defineBlock({ config, fixtures: [rebateSavingsFixture], kind: 'interactive', needsDatabase: true })
