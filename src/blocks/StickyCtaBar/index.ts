import { defineBlock } from '../types'
import { config } from './config'
import { stickyCtaBarFixture } from './fixtures'

export default defineBlock({ config, fixtures: [stickyCtaBarFixture], kind: 'interactive', placement: 'page' })
