import { defineBlock } from '../types'
import { config } from './config'
import { maintenanceGridFixture, troubleshootingGridFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [maintenanceGridFixture, troubleshootingGridFixture],
  kind: 'interactive',
  group: 'productsAndTools',
  description: 'Maintenance tips or troubleshooting topics as cards linking to their pages.',
})
