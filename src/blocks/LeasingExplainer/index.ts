import { defineBlock } from '../types'
import { config } from './config'
import { leasingExplainerFixture } from './fixtures'

export default defineBlock({ config, fixtures: [leasingExplainerFixture], kind: 'static' })
