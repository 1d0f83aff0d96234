import { defineBlock } from '../types'
import { config } from './config'
import { companyTimelineFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [companyTimelineFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'Company history as a timeline of years and milestones.',
})
