import { defineBlock } from '../types'
import { config } from './config'
import { threeColumnFixture, twoColumnFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [threeColumnFixture, twoColumnFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'Two or three columns side by side, each with a heading, text and link.',
})
