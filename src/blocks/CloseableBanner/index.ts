import { defineBlock } from '../types'
import { config } from './config'
import { closeableBannerFixture, plainCloseableBannerFixture } from './fixtures'

export default defineBlock({ config, fixtures: [closeableBannerFixture, plainCloseableBannerFixture], kind: 'interactive' })
