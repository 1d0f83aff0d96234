import { defineBlock } from '../types'
import { config } from './config'
import { socialShareFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [socialShareFixture],
  kind: 'interactive',
  group: 'navigation',
  description: 'Links to share this page on social networks or by email.',
})
