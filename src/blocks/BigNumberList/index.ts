import { defineBlock } from '../types'
import { config } from './config'
import { bigNumberFiguresFixture, bigNumberListFixture } from './fixtures'

export default defineBlock({ config, fixtures: [bigNumberListFixture, bigNumberFiguresFixture], kind: 'static' })
