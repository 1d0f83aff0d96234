import { defineBlock } from '../types'
import { config } from './config'
import { emptyRelatedArticlesFixture, relatedArticlesFixture } from './fixtures'

export default defineBlock({
  config,
  fixtures: [relatedArticlesFixture, emptyRelatedArticlesFixture],
  kind: 'static',
  needsDatabase: true,
  group: 'navigation',
  description: 'Cards linking to other articles: the newest of some categories, or picked.',
})
