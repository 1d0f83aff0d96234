import { cache } from 'react'
import type { ReusableBlock } from '@/payload-types'
import { REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'
import { payloadClient } from '../payload'

/**
 * A reusable block with the uploads and page links in its layout, or null when it is gone. For a
 * reference that arrived unpopulated; once per request however often a page places it.
 */
export const findReusableBlock = cache(async (id: number): Promise<ReusableBlock | null> => {
  const payload = await payloadClient()
  const result = await payload.find({ collection: REUSABLE_BLOCKS_SLUG, where: { id: { equals: id } }, limit: 1, pagination: false, depth: 1 })
  return result.docs[0] ?? null
})
