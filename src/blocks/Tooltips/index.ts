import { defineBlock } from '../types'
import { config } from './config'
import { tooltipsFixture } from './fixtures'

export default defineBlock({ config, fixtures: [tooltipsFixture], kind: 'interactive' })
