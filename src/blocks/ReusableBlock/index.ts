import { defineBlock } from '../types'
import { config } from './config'
import { reusableBlockFixture } from './fixtures'

export default defineBlock({ config, fixtures: [reusableBlockFixture], kind: 'static', placement: 'page' })
