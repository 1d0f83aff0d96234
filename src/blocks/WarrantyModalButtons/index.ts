import { defineBlock } from '../types'
import { config } from './config'
import { warrantyModalButtonsFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [warrantyModalButtonsFixture],
  kind: 'interactive',
  group: 'productsAndTools',
  description: 'Buttons that open Start a claim, Warranty look-up or your own pop-up.',
})
