import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { refreshEveryPage } from '@/collections/Pages/hooks/revalidatePage'

/** Video cards and the category slider can sit on any page: a change refreshes them all. */
export const revalidateVideoPages: CollectionAfterChangeHook = ({ doc, req }) => {
  refreshEveryPage(req, 'a video or video category changed')
  return doc
}

export const revalidateVideoPagesOnDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  refreshEveryPage(req, 'a video or video category changed')
  return doc
}
