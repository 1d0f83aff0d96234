import { defineBlock } from '../types'
import { config } from './config'
import { stickyCtaBarFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [stickyCtaBarFixture],
  kind: 'interactive',
  placement: 'page',
  group: 'callsToAction',
  description: 'An estimate bar that stays at the top of the window once scrolled past.',
})
