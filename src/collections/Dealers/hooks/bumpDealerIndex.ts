import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { revalidatePath } from 'next/cache'
import { dealerProfilePath } from '@/domain/dealers/dealerSlug'
import { refreshAfterSave } from '@/server/cache/refreshAfterSave'
import { bumpDealerIndex } from '@/server/dealers/indexVersion'

type DealerDoc = {
  id: number | string
  data?: {
    name?: string | null
    city?: string | null
    state?: string | null
    companyID?: number | string | null
  } | null
}

/**
 * A saved or deleted dealer makes this process rebuild its search index on the next search, and its
 * public profile (under its old and its new address) and the sitemap render afresh, so the editor
 * sees the change on the site at once rather than after the profile's 5-minute revalidation.
 *
 * The index is bumped again inside the refresh: a rebuild that ran between the first bump and the
 * save's commit read the old dealer, and the settle-time bump (refreshAfterSave's second pass)
 * makes the next search rebuild from the committed one.
 */
function refreshDealer(req: Pick<PayloadRequest, 'context' | 'payload'>, docs: (DealerDoc | undefined)[]): void {
  bumpDealerIndex()
  const paths = new Set<string>()
  for (const doc of docs) {
    const path = doc?.data ? dealerProfilePath(doc.data) : undefined
    if (path && path.startsWith('/dealers/')) paths.add(path)
  }
  refreshAfterSave(req, () => {
    bumpDealerIndex()
    for (const path of paths) revalidatePath(path)
    revalidatePath('/sitemap.xml')
  })
}

export const bumpDealerIndexVersion: CollectionAfterChangeHook<DealerDoc> = ({ doc, previousDoc, req }) => {
  refreshDealer(req, [doc, previousDoc])
  return doc
}

export const bumpDealerIndexVersionOnDelete: CollectionAfterDeleteHook<DealerDoc> = ({ doc, req }) => {
  refreshDealer(req, [doc])
  return doc
}
