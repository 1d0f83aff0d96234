import { defineBlock } from '../types'
import { config } from './config'
import { imageLinkGridFixture } from './fixtures'

export default defineBlock({ config, fixtures: [imageLinkGridFixture], kind: 'static' })
