import { defineBlock } from '../types'
import { config } from './config'
import { autoGenericSliderFixture, genericSliderFixture } from './fixtures'

export default defineBlock({ config, fixtures: [genericSliderFixture, autoGenericSliderFixture], kind: 'interactive' })
