import { defineBlock } from '../types'
import { config } from './config'
import { autoGenericSliderFixture, genericSliderFixture, perDeviceGenericSliderFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [genericSliderFixture, autoGenericSliderFixture, perDeviceGenericSliderFixture],
  kind: 'interactive',
  group: 'sliders',
  description: 'Cards with picture, heading, text and link; settings per screen size.',
})
