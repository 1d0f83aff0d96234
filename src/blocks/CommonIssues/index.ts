import { defineBlock } from '../types'
import { config } from './config'
import { commonIssuesFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [commonIssuesFixture],
  kind: 'static',
  group: 'productsAndTools',
  description: 'Six common problems, such as not cooling, with causes and fixes.',
})
