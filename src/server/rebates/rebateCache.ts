import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * The rebate data set is small (hundreds of offers) and read on every lookup, so each process keeps it in
 * memory. A change in the admin or an import clears it at once in that process; other instances pick the
 * change up when their copy is older than REBATE_CACHE_TTL_MS (web processes are stateless, there is no bus).
 */
export const REBATE_CACHE_TTL_MS = 60_000

type Listener = () => void
const listeners = new Set<Listener>()

export function onRebateDataChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function invalidateRebateCache(): void {
  for (const listener of listeners) listener()
}

export const invalidateRebateCacheAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  invalidateRebateCache()
  return doc
}

export const invalidateRebateCacheAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  invalidateRebateCache()
  return doc
}
