import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { refreshEveryPage } from '@/collections/Pages/hooks/revalidatePage'

/** A reusable block can sit on any page: a change refreshes them all. */
export const revalidateReusableBlock: CollectionAfterChangeHook = ({ doc, req }) => {
  refreshEveryPage(req, 'a reusable block changed')
  return doc
}

export const revalidateReusableBlockOnDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  refreshEveryPage(req, 'a reusable block changed')
  return doc
}
