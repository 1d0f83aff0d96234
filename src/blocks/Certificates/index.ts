import { defineBlock } from '../types'
import { config } from './config'
import { certificatesFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [certificatesFixture],
  kind: 'interactive',
  group: 'productsAndTools',
  description: 'Manufacturer certificates to download, with the ratings they require.',
})
