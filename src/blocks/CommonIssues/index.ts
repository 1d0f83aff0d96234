import { defineBlock } from '../types'
import { config } from './config'
import { commonIssuesFixture } from './fixtures'

export default defineBlock({ config, fixtures: [commonIssuesFixture], kind: 'static' })
