import { defineBlock } from '../types'
import { config } from './config'
import { phoneNumberWidgetFixture } from './fixtures'

export default defineBlock({ config, fixtures: [phoneNumberWidgetFixture], kind: 'interactive' })
