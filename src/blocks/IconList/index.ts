import { defineBlock } from '../types'
import { config } from './config'
import { iconListFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [iconListFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'A list with an icon before each entry and optional detail.',
})
