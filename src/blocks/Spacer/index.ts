import { defineBlock } from '../types'
import { config } from './config'
import { spacerFixture } from './fixtures'

export default defineBlock({ config, fixtures: [spacerFixture], kind: 'static' })
