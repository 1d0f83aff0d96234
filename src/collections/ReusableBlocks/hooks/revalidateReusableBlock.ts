import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePath, revalidateTag } from 'next/cache'
import { PAGES_TAG } from '@/collections/Pages/hooks/revalidatePage'

/**
 * A reusable block can sit on any page, and finding which would mean reading every layout: refresh
 * all pages instead (editors change reusable blocks rarely; pages regenerate on their next visit).
 */
function revalidateAllPages(logger: { info: (o: object) => void }) {
  logger.info({ msg: 'revalidating every page (a reusable block changed)' })
  revalidatePath('/', 'layout')
  revalidateTag(PAGES_TAG, 'max')
}

export const revalidateReusableBlock: CollectionAfterChangeHook = ({ doc, req }) => {
  if (!req.context.disableRevalidate) revalidateAllPages(req.payload.logger)
  return doc
}

export const revalidateReusableBlockOnDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  if (!req.context.disableRevalidate) revalidateAllPages(req.payload.logger)
  return doc
}
