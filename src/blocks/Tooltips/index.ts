import { defineBlock } from '../types'
import { config } from './config'
import { tooltipsFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [tooltipsFixture],
  kind: 'interactive',
  group: 'textAndMedia',
  description: 'Terms with an info button that shows a short explanation.',
})
