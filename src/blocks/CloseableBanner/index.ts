import { defineBlock } from '../types'
import { config } from './config'
import { closeableBannerFixture, plainCloseableBannerFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [closeableBannerFixture, plainCloseableBannerFixture],
  kind: 'interactive',
  group: 'callsToAction',
  description: 'A notice across the page that visitors can close.',
})
