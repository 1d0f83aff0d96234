import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { bumpDealerIndex } from '@/server/dealers/indexVersion'

/** Any saved or deleted dealer makes this process rebuild its search index on the next search. */
export const bumpDealerIndexVersion: CollectionAfterChangeHook = ({ doc }) => {
  bumpDealerIndex()
  return doc
}

export const bumpDealerIndexVersionOnDelete: CollectionAfterDeleteHook = ({ doc }) => {
  bumpDealerIndex()
  return doc
}
