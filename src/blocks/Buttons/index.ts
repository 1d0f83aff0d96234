import { defineBlock } from '../types'
import { config } from './config'
import { buttonsFixture, centredButtonsFixture } from './fixtures'

export default defineBlock({ config, fixtures: [buttonsFixture, centredButtonsFixture], kind: 'static' })
