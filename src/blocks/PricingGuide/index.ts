import { defineBlock } from '../types'
import { config } from './config'
import { pricingGuideFixture } from './fixtures'

export default defineBlock({ config, fixtures: [pricingGuideFixture], kind: 'static' })
