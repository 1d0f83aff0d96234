import { defineBlock } from '../types'
import { config } from './config'
import { homeContactFormFixture } from './fixtures'

export default defineBlock({ config, fixtures: [homeContactFormFixture], kind: 'interactive', needsDatabase: true })
