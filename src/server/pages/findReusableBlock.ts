import { cache } from 'react'
import type { ReusableBlock } from '@/payload-types'
import { REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'
import { logger } from '@/lib/logger'
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

type ReusableLayout = NonNullable<ReusableBlock['layout']>

/**
 * The blocks a reusable block reference shows (the reusable block and experiment placement blocks
 * render them), or null with a warning when there are none. Pages are read at depth 2, which brings
 * the reusable block with its layout; a reference that arrives as an id only is fetched.
 */
export async function reusableLayout(reference: number | ReusableBlock | null | undefined): Promise<ReusableLayout | null> {
  if (reference == null) {
    logger.warn('Reusable block without a reference skipped')
    return null
  }
  const doc = typeof reference === 'object' ? reference : await findReusableBlock(reference)
  if (!doc) {
    logger.warn({ reusableBlockId: reference }, 'Reusable block not found (deleted?) skipped')
    return null
  }
  // The collection cannot hold a reusable block; one stored before that rule would show itself forever.
  const layout = (doc.layout ?? []).filter((block) => {
    if (!isReusableBlock(block)) return true
    logger.warn({ reusableBlockId: doc.id }, 'Reusable block inside a reusable block skipped')
    return false
  })
  return layout.length ? layout : null
}

// Typed loosely on purpose: the generated layout type already rules reusable blocks out.
function isReusableBlock(block: { blockType: string }): boolean {
  return block.blockType === 'reusableBlock'
}
