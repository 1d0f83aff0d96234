import { cache } from 'react'
import type { Experiment } from '@/payload-types'
import { EXPERIMENTS_SLUG } from '@/collections/slugs'
import { payloadClient } from '../payload'

/**
 * An experiment by id for the page that places it (experiments are admin-only, so a page read with a
 * visitor's access holds only the id). Once per render however often a page places it.
 */
export const findExperiment = cache(async (id: number): Promise<Experiment | null> => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: EXPERIMENTS_SLUG, where: { id: { equals: id } }, limit: 1, pagination: false, depth: 0, overrideAccess: true })
  return result.docs[0] ?? null
})
