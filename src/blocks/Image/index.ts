import { defineBlock } from '../types'
import { config } from './config'
import { imageFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [imageFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'One picture from the media library, with an optional caption.',
})
