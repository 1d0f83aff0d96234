import { defineBlock } from '../types'
import { config } from './config'
import { iconListFixture } from './fixtures'

export default defineBlock({ config, fixtures: [iconListFixture], kind: 'static' })
