import { defineBlock } from '../types'
import { config } from './config'
import { imageHeroFixture, videoHeroFixture, videoWaveHeroFixture, waveHeroFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [imageHeroFixture, videoHeroFixture, videoWaveHeroFixture, waveHeroFixture],
  kind: 'interactive',
  placement: 'page',
  group: 'heroes',
  description: 'Page-top banner over an image, a looping video or a coloured wave.',
})
