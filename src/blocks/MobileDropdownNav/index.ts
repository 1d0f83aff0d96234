import { defineBlock } from '../types'
import { config } from './config'
import { mobileDropdownNavFixture, noMatchMobileDropdownNavFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [mobileDropdownNavFixture, noMatchMobileDropdownNavFixture],
  kind: 'interactive',
  group: 'navigation',
  description: 'Links between the pages of a section; a dropdown on phones.',
})
