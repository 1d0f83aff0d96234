import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePath, revalidateTag } from 'next/cache'
import { PAGES_CACHE_TAG } from '@/domain/pages/cacheTags'
import { pagePath } from '@/domain/pages/pagePath'
import { SEARCH_INDEX_CACHE_TAG } from '@/domain/site/cacheTags'

export const PAGES_TAG = PAGES_CACHE_TAG

type PageLike = { slug?: string | null; _status?: 'draft' | 'published' | null }

function revalidate(paths: string[], logger: { info: (o: object) => void }) {
  for (const path of new Set(paths)) {
    logger.info({ msg: 'revalidating page', path })
    revalidatePath(path)
  }
  revalidateTag(PAGES_TAG, 'max')
  // The search index must show a published page on the next search, not after one stale answer.
  revalidateTag(SEARCH_INDEX_CACHE_TAG, { expire: 0 })
}

/** Publishing (or unpublishing, or renaming) a page refreshes its statically served HTML. */
export const revalidatePage: CollectionAfterChangeHook<PageLike & { id: number | string }> = ({
  doc,
  previousDoc,
  req,
}) => {
  if (req.context.disableRevalidate) return doc
  const paths: string[] = []
  if (doc._status === 'published' && doc.slug) paths.push(pagePath(doc.slug))
  if (previousDoc?._status === 'published' && previousDoc.slug && (doc._status !== 'published' || previousDoc.slug !== doc.slug)) {
    paths.push(pagePath(previousDoc.slug))
  }
  if (paths.length) revalidate(paths, req.payload.logger)
  return doc
}

export const revalidatePageOnDelete: CollectionAfterDeleteHook<PageLike & { id: number | string }> = ({ doc, req }) => {
  if (!req.context.disableRevalidate && doc?.slug) revalidate([pagePath(doc.slug)], req.payload.logger)
  return doc
}
