import { defineBlock } from '../types'
import { config } from './config'
import { contactDealerFormFixture, frenchContactDealerFormFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [contactDealerFormFixture, frenchContactDealerFormFixture],
  kind: 'interactive',
  needsDatabase: true,
  group: 'forms',
  description: 'Two-step contact-a-dealer form for any page, in English or French.',
})
