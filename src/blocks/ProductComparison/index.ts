import { defineBlock } from '../types'
import { config } from './config'
import { productComparisonFixture } from './fixtures'

export default defineBlock({ config, fixtures: [productComparisonFixture], kind: 'interactive', needsDatabase: true })
