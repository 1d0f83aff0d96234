import { defineBlock } from '../types'
import { config } from './config'
import { faqFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [faqFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'Questions that open to show their answers.',
})
