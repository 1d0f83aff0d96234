import { defineBlock } from '../types'
import { config } from './config'
import { buttonsFixture, centredButtonsFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [buttonsFixture, centredButtonsFixture],
  kind: 'static',
  group: 'callsToAction',
  description: 'A row of link buttons, each with its own colour and shape.',
})
