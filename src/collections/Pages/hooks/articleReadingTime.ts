import type { CollectionBeforeChangeHook } from 'payload'
import { readingTimeMinutes } from '@/domain/pages/readingTime'

/**
 * Stores the reading time with the page, so article lists read one number per page instead of
 * loading and walking every layout on each render. A save without the layout (a partial update)
 * keeps measuring the stored one.
 */
export const articleReadingTime: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const layout: unknown = data.layout !== undefined ? data.layout : originalDoc?.layout
  const article: Record<string, unknown> = data.article && typeof data.article === 'object' ? data.article : {}
  return { ...data, article: { ...article, readingTime: readingTimeMinutes(layout) } }
}
