import { defineBlock } from '../types'
import { config } from './config'
import { autoGenericSliderFixture, genericSliderFixture, perDeviceGenericSliderFixture } from './fixtures'

export default defineBlock({ config, fixtures: [genericSliderFixture, autoGenericSliderFixture, perDeviceGenericSliderFixture], kind: 'interactive' })
