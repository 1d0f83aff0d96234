import { defineBlock } from '../types'
import { config } from './config'
import { stickyFooterFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [stickyFooterFixture],
  kind: 'interactive',
  placement: 'page',
  group: 'callsToAction',
  description: 'A bar fixed at the bottom of the window until visitors reach its place.',
})
