import type { RelatedArticlesBlock } from '@/payload-types'

// The articles are pages with an article listing, read from the database when the block renders;
// these fixtures only choose them. The seed's sample articles: src/seed/articles.ts.
export const relatedArticlesFixture = {
  blockType: 'relatedArticles',
  title: 'Learn More',
  source: 'category',
  categories: ['getting-started', 'maintenance'],
  limit: 3,
} satisfies RelatedArticlesBlock

/** A category no seeded page is filed under: the empty state. */
export const emptyRelatedArticlesFixture = {
  blockType: 'relatedArticles',
  title: 'More on indoor air',
  source: 'category',
  categories: ['indoor-air-quality'],
  limit: 3,
} satisfies RelatedArticlesBlock
