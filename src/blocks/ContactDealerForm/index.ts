import { defineBlock } from '../types'
import { config } from './config'
import { contactDealerFormFixture, frenchContactDealerFormFixture } from './fixtures'

export default defineBlock({ config, fixtures: [contactDealerFormFixture, frenchContactDealerFormFixture], kind: 'interactive', needsDatabase: true })
