import { defineBlock } from '../types'
import { config } from './config'
import { homeContactFormFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [homeContactFormFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'forms',
  description: 'Two-step request for the home page: a topic, then contact details.',
})
