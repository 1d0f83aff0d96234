import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { revalidateTag } from 'next/cache'
import { EXPERIMENTS_CACHE_TAG } from '@/domain/experiments/cacheTags'
import { revalidateEveryPage } from '@/collections/Pages/hooks/revalidatePage'
import { refreshAfterSave } from '@/server/cache/refreshAfterSave'

/**
 * An experiment changes what its pages show (which asset per variant, or the control once it ends),
 * and what the proxy assigns: refresh the list the proxy reads and every page, variant renders
 * included (as a reusable block change does; pages regenerate on their next visit).
 */
function revalidateExperiments(req: PayloadRequest) {
  refreshAfterSave(req, () => {
    req.payload.logger.info({ msg: 'revalidating experiments and every page (an experiment changed)' })
    revalidateTag(EXPERIMENTS_CACHE_TAG, 'max')
    revalidateEveryPage()
  })
}

export const revalidateExperimentsAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidateExperiments(req)
  return doc
}

export const revalidateExperimentsAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateExperiments(req)
  return doc
}
