import { defineBlock } from '../types'
import { config } from './config'
import { warrantyHeroFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [warrantyHeroFixture],
  kind: 'interactive',
  group: 'heroes',
  description: 'Warranty page banner with Register and Look-up buttons that open pop-ups.',
})
