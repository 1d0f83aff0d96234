import { defineBlock } from '../types'
import { config } from './config'
import { mobileDropdownNavFixture, noMatchMobileDropdownNavFixture } from './fixtures'

export default defineBlock({ config, fixtures: [mobileDropdownNavFixture, noMatchMobileDropdownNavFixture], kind: 'interactive' })
