import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePath, revalidateTag } from 'next/cache'
import { PAGES_TAG } from '@/collections/Pages/hooks/revalidatePage'

/**
 * Video cards and the category slider can sit on any page: refresh all pages, as reusable blocks
 * do (editors change videos rarely; pages regenerate on their next visit).
 */
function revalidateAllPages(logger: { info: (o: object) => void }) {
  logger.info({ msg: 'revalidating every page (a video or video category changed)' })
  revalidatePath('/', 'layout')
  revalidateTag(PAGES_TAG, 'max')
}

export const revalidateVideoPages: CollectionAfterChangeHook = ({ doc, req }) => {
  if (!req.context.disableRevalidate) revalidateAllPages(req.payload.logger)
  return doc
}

export const revalidateVideoPagesOnDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  if (!req.context.disableRevalidate) revalidateAllPages(req.payload.logger)
  return doc
}
