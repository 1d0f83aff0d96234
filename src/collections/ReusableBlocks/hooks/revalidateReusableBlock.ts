import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { revalidatePath, revalidateTag } from 'next/cache'
import { PAGES_TAG } from '@/collections/Pages/hooks/revalidatePage'
import { refreshAfterSave } from '@/server/cache/refreshAfterSave'

/**
 * A reusable block can sit on any page, and finding which would mean reading every layout: refresh
 * all pages instead (editors change reusable blocks rarely; pages regenerate on their next visit).
 */
function revalidateAllPages(req: PayloadRequest) {
  refreshAfterSave(req, () => {
    req.payload.logger.info({ msg: 'revalidating every page (a reusable block changed)' })
    revalidatePath('/', 'layout')
    revalidateTag(PAGES_TAG, 'max')
  })
}

export const revalidateReusableBlock: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidateAllPages(req)
  return doc
}

export const revalidateReusableBlockOnDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateAllPages(req)
  return doc
}
