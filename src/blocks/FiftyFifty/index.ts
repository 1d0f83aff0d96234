import { defineBlock } from '../types'
import { config } from './config'
import { fiftyFiftyFixture, fiftyFiftyRightFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [fiftyFiftyFixture, fiftyFiftyRightFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'A picture beside text and a button, half and half; stacked on phones.',
})
