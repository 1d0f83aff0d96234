import { defineBlock } from '../types'
import { config } from './config'
import { contentFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [contentFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'Headings, paragraphs, lists, quotes and links: the everyday text block.',
})
