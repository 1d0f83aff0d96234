import { defineBlock } from '../types'
import { config } from './config'
import { numberedStepBlocksFixture, stepBlocksFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [stepBlocksFixture, numberedStepBlocksFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'Numbered steps that explain a process, each with an optional link.',
})
