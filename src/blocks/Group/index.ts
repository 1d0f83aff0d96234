import { defineBlock } from '../types'
import { config } from './config'
import { groupFixture, groupWithColumnsFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [groupFixture, groupWithColumnsFixture],
  kind: 'static',
  group: 'layout',
  description: 'Holds other blocks under one heading and background.',
})
