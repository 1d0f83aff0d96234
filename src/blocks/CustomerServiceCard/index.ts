import { defineBlock } from '../types'
import { config } from './config'
import { customerServiceCardFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [customerServiceCardFixture],
  kind: 'static',
  needsDatabase: true,
  group: 'callsToAction',
  description: 'The help line’s hours and phone number, from Site settings.',
})
