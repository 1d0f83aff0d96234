import { defineBlock } from '../types'
import { config } from './config'
import { linkBlocksFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [linkBlocksFixture],
  kind: 'static',
  group: 'navigation',
  description: 'Boxes that each link to a page, with a short text.',
})
