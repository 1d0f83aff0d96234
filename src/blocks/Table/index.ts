import { defineBlock } from '../types'
import { config } from './config'
import { borderedTableFixture, stripedTableFixture, tableFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [tableFixture, stripedTableFixture, borderedTableFixture],
  kind: 'static',
  group: 'textAndMedia',
  description: 'A table of rows and columns, with header rows and optional stripes.',
})
