import type { CollectionBeforeDeleteHook } from 'payload'

/** Context flag: the dealer is going away, so its reviews' delete hooks skip the stats update. */
export const DEALER_BEING_DELETED = 'dealerBeingDeleted'

/** A deleted dealer takes its reviews with it (the relationship is required, never left dangling). */
export const deleteDealerReviews: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'reviews',
    where: { dealer: { equals: id } },
    req,
    overrideAccess: true,
    context: { ...req.context, [DEALER_BEING_DELETED]: true },
  })
}
