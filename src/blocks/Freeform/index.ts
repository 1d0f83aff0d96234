import { defineBlock } from '../types'
import { config } from './config'
import { freeformFixture } from './fixtures'

export default defineBlock({ config, fixtures: [freeformFixture], kind: 'static' })
