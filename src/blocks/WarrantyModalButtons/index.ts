import { defineBlock } from '../types'
import { config } from './config'
import { warrantyModalButtonsFixture } from './fixtures'

export default defineBlock({ config, fixtures: [warrantyModalButtonsFixture], kind: 'interactive' })
