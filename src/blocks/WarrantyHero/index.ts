import { defineBlock } from '../types'
import { config } from './config'
import { warrantyHeroFixture } from './fixtures'

export default defineBlock({ config, fixtures: [warrantyHeroFixture], kind: 'interactive' })
