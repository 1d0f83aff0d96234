import { defineBlock } from '../types'
import { config } from './config'
import { videoBlocksFixture, videoListFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [videoBlocksFixture, videoListFixture],
  kind: 'interactive',
  group: 'textAndMedia',
  description: 'Up to four YouTube videos side by side or as a list.',
})
