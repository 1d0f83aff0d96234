import { defineBlock } from '../types'
import { config } from './config'
import { htmlFixture, unsafeHtmlFixture } from './fixtures'

export default defineBlock({ config, fixtures: [htmlFixture, unsafeHtmlFixture], kind: 'static' })
