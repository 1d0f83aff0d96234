import { defineBlock } from '../types'
import { config } from './config'
import { phoneNumberWidgetFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [phoneNumberWidgetFixture],
  kind: 'interactive',
  group: 'callsToAction',
  description: 'A phone number from a call-tracking pool, to count calls from this page.',
})
