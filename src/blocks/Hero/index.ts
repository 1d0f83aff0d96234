import { defineBlock } from '../types'
import { config } from './config'
import { imageHeroFixture, videoHeroFixture, videoWaveHeroFixture, waveHeroFixture } from './fixtures'

export default defineBlock({ config, fixtures: [imageHeroFixture, videoHeroFixture, videoWaveHeroFixture, waveHeroFixture], kind: 'interactive', placement: 'page' })
