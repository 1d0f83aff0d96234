import { defineBlock } from '../types'
import { config } from './config'
import { bigNumberFiguresFixture, bigNumberListFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [bigNumberListFixture, bigNumberFiguresFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'Large figures or numbers, each with a short heading and text.',
})
