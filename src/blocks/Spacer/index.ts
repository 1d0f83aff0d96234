import { defineBlock } from '../types'
import { config } from './config'
import { spacerFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [spacerFixture],
  kind: 'static',
  group: 'layout',
  description: 'Empty space between blocks, sized per screen size.',
})
