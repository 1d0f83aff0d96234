import { defineBlock } from '../types'
import { config } from './config'
import { tabsToSliderFixture } from './fixtures'

export default defineBlock({ config, fixtures: [tabsToSliderFixture], kind: 'interactive' })
