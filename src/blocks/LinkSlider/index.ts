import { defineBlock } from '../types'
import { config } from './config'
import { linkSliderFixture } from './fixtures'

export default defineBlock({ config, fixtures: [linkSliderFixture], kind: 'interactive' })
