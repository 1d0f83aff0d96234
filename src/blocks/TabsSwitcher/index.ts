import { defineBlock } from '../types'
import { config } from './config'
import { tabsSwitcherFixture } from './fixtures'

export default defineBlock({ config, fixtures: [tabsSwitcherFixture], kind: 'interactive' })
