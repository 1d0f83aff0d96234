import { defineBlock } from '../types'
import { config } from './config'
import { phoneButtonFixture, singleNumberPhoneButtonFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [phoneButtonFixture, singleNumberPhoneButtonFixture],
  kind: 'static',
  group: 'callsToAction',
  description: 'A call button: one number on phones and tablets, another on computers.',
})
