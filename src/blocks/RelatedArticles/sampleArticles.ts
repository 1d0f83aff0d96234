import type { Page } from '@/payload-types'

/**
 * Sample article listings for pages the seed already creates (slug -> Pages "Article listing"), so
 * the related-articles fixture has something real to find. Reading time is computed on save.
 */
export const sampleArticleListings: Record<string, NonNullable<Page['article']>> = {
  rebates: {
    categories: ['getting-started', 'energy-savings'],
    publishedDate: '2026-03-02T00:00:00.000Z',
    excerpt: 'Sample summary: how utility rebates and special offers can lower the price of a new system.',
  },
  'schedule-service': {
    categories: ['maintenance'],
    publishedDate: '2026-02-16T00:00:00.000Z',
    excerpt: 'Sample summary: why a yearly tune-up keeps your system efficient, and how to book one.',
  },
  'find-a-dealer': {
    categories: ['getting-started'],
    publishedDate: '2026-01-12T00:00:00.000Z',
    excerpt: 'Sample summary: what to ask a local dealer before they quote a new system.',
  },
}
