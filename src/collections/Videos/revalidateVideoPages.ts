import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { revalidatePath, revalidateTag } from 'next/cache'
import { PAGES_TAG } from '@/collections/Pages/hooks/revalidatePage'
import { refreshAfterSave } from '@/server/cache/refreshAfterSave'

/**
 * Video cards and the category slider can sit on any page: refresh all pages, as reusable blocks
 * do (editors change videos rarely; pages regenerate on their next visit).
 */
function revalidateAllPages(req: PayloadRequest) {
  refreshAfterSave(req, () => {
    req.payload.logger.info({ msg: 'revalidating every page (a video or video category changed)' })
    revalidatePath('/', 'layout')
    revalidateTag(PAGES_TAG, 'max')
  })
}

export const revalidateVideoPages: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidateAllPages(req)
  return doc
}

export const revalidateVideoPagesOnDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateAllPages(req)
  return doc
}
