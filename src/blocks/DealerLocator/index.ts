import { defineBlock } from '../types'
import { config } from './config'
import { dealerLocatorFixture, scheduleServiceLocatorFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [dealerLocatorFixture, scheduleServiceLocatorFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'dealersAndRebates',
  description: 'The find-a-dealer search: ZIP, filters, list or map and dealer cards.',
})
