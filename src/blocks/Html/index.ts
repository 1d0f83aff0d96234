import { defineBlock } from '../types'
import { config } from './config'
import { htmlFixture, unsafeHtmlFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [htmlFixture, unsafeHtmlFixture],
  kind: 'static',
  group: 'layout',
  description: 'HTML code pasted in, for what no other block can show.',
})
