import { defineBlock } from '../types'
import { config } from './config'
import { columnsFixture, threeColumnsFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [columnsFixture, threeColumnsFixture],
  kind: 'static',
  group: 'layout',
  description: 'Places blocks side by side in columns; stacked on phones.',
})
