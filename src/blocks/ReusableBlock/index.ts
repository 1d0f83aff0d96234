import { defineBlock } from '../types'
import { config } from './config'
import { reusableBlockFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [reusableBlockFixture],
  kind: 'static',
  placement: 'page',
  group: 'layout',
  description: 'Content kept in one place and shown on many pages: edit it once.',
})
