import { defineBlock } from '../types'
import { config } from './config'
import { ctaFirstHeroFixture, heroFixture, minimalHeroFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [heroFixture, ctaFirstHeroFixture, minimalHeroFixture],
  kind: 'interactive',
  placement: 'page',
  group: 'heroes',
  description: 'Home-page banner: photo, headline, button and an optional find-a-dealer card.',
})
