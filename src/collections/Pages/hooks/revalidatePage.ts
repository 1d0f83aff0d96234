import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { revalidatePath, revalidateTag } from 'next/cache'
import { PAGES_CACHE_TAG } from '@/domain/pages/cacheTags'
import { pagePath } from '@/domain/pages/pagePath'
import { SEARCH_INDEX_CACHE_TAG } from '@/domain/site/cacheTags'
import { refreshAfterSave } from '@/server/cache/refreshAfterSave'

export const PAGES_TAG = PAGES_CACHE_TAG

type PageRef = number | string | { id: number | string } | null | undefined
type PageLike = { slug?: string | null; _status?: 'draft' | 'published' | null; englishVersion?: PageRef }

const refId = (ref: PageRef) => (ref && typeof ref === 'object' ? ref.id : ref)

function revalidate(paths: string[], req: PayloadRequest) {
  refreshAfterSave(req, () => {
    req.payload.logger.info({ msg: 'revalidating pages', paths: [...new Set(paths)] })
    for (const path of new Set(paths)) revalidatePath(path)
    revalidateTag(PAGES_TAG, 'max')
    // The search index must show a published page on the next search, not after one stale answer.
    revalidateTag(SEARCH_INDEX_CACHE_TAG, { expire: 0 })
  })
}

/**
 * For what can sit on any page (a reusable block, a video): finding which pages show it would mean
 * reading every layout, so every page is refreshed instead (such changes are rare; pages regenerate on
 * their next visit). `what` names the change in the log.
 */
export function refreshEveryPage(req: PayloadRequest, what: string) {
  refreshAfterSave(req, () => {
    req.payload.logger.info({ msg: `revalidating every page (${what})` })
    revalidateEveryPage()
  })
}

/** Every page, variant renders included, and what depends on which pages are published. */
export function revalidateEveryPage() {
  revalidatePath('/', 'layout')
  revalidateTag(PAGES_TAG, 'max')
}

/**
 * Publishing (or unpublishing, or renaming) a page refreshes its statically served HTML, and that of
 * the English page a French page names (its head lists the French version).
 */
export const revalidatePage: CollectionAfterChangeHook<PageLike & { id: number | string }> = async ({
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
  if (paths.length) {
    for (const id of new Set([refId(doc.englishVersion), refId(previousDoc?.englishVersion)])) {
      if (id === undefined || id === null) continue
      const english = await req.payload.find({ collection: 'pages', where: { id: { equals: id } }, select: { slug: true }, limit: 1, depth: 0, req })
      if (english.docs[0]?.slug) paths.push(pagePath(english.docs[0].slug))
    }
    revalidate(paths, req)
  }
  return doc
}

export const revalidatePageOnDelete: CollectionAfterDeleteHook<PageLike & { id: number | string }> = ({ doc, req }) => {
  if (doc?.slug) revalidate([pagePath(doc.slug)], req)
  return doc
}
