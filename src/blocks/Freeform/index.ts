import { defineBlock } from '../types'
import { config } from './config'
import { freeformFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [freeformFixture],
  kind: 'static',
  group: 'olderPagesOnly',
  description: 'Text as the old editor stored it. For new text, use Rich text.',
})
