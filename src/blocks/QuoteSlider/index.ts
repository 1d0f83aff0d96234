import { defineBlock } from '../types'
import { config } from './config'
import { quoteSliderFixture } from './fixtures'

export default defineBlock({ config, fixtures: [quoteSliderFixture], kind: 'interactive' })
