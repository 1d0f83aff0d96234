import { defineBlock } from '../types'
import { config } from './config'
import { rebatesWidgetFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [rebatesWidgetFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'dealersAndRebates',
  description: 'Rebates and tax credits for the visitor’s ZIP, as a list.',
})
