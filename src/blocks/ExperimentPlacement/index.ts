import { defineBlock } from '../types'
import { config } from './config'
import { experimentPlacementFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [experimentPlacementFixture],
  kind: 'interactive',
  needsDatabase: true,
  placement: 'page',
  group: 'experiments',
  description: 'Shows each visitor one version of an experiment, to compare them.',
})
