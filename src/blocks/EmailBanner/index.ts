import { defineBlock } from '../types'
import { config } from './config'
import { emailBannerFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [emailBannerFixture],
  kind: 'interactive',
  group: 'forms',
  description: 'Newsletter sign-up: a banner with one email field.',
})
