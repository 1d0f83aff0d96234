import { defineBlock } from '../types'
import { config } from './config'
import { rebateSavingsFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [rebateSavingsFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'dealersAndRebates',
  description: 'Visitors enter a ZIP to see rebate savings, then contact a dealer.',
})
