import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePath, revalidateTag } from 'next/cache'
import { EXPERIMENTS_CACHE_TAG } from '@/domain/experiments/cacheTags'
import { PAGES_TAG } from '@/collections/Pages/hooks/revalidatePage'

/**
 * An experiment changes what its pages show (which asset per variant, or the control once it ends),
 * and what the proxy assigns: refresh the list the proxy reads and every page, variant renders
 * included (as a reusable block change does; pages regenerate on their next visit).
 */
function revalidateExperiments(logger: { info: (o: object) => void }) {
  logger.info({ msg: 'revalidating experiments and every page (an experiment changed)' })
  revalidateTag(EXPERIMENTS_CACHE_TAG, 'max')
  revalidateTag(PAGES_TAG, 'max')
  revalidatePath('/', 'layout')
}

// Outside Next.js (scripts, tests) there is no page cache to refresh, and Next refuses the call.
const inNext = () => Boolean(process.env.NEXT_RUNTIME)

export const revalidateExperimentsAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  if (!req.context.disableRevalidate && inNext()) revalidateExperiments(req.payload.logger)
  return doc
}

export const revalidateExperimentsAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  if (!req.context.disableRevalidate && inNext()) revalidateExperiments(req.payload.logger)
  return doc
}
