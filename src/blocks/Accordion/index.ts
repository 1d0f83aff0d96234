import { defineBlock } from '../types'
import { config } from './config'
import { accordionFixture, closedAccordionFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [accordionFixture, closedAccordionFixture],
  kind: 'interactive',
  group: 'textAndMedia',
  description: 'Sections that open and close: long text in little space.',
})
