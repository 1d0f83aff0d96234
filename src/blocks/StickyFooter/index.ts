import { defineBlock } from '../types'
import { config } from './config'
import { stickyFooterFixture } from './fixtures'

export default defineBlock({ config, fixtures: [stickyFooterFixture], kind: 'interactive', placement: 'page' })
