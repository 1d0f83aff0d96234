import { defineBlock } from '../types'
import { config } from './config'
import { imageLinkGridFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [imageLinkGridFixture],
  kind: 'static',
  group: 'navigation',
  description: 'Four pictures that each link to a page.',
})
