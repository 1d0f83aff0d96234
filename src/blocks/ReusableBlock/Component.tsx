import type { ReusableBlock, ReusableBlockBlock } from '@/payload-types'
import { logger } from '@/lib/logger'
import { findReusableBlock } from '@/server/pages/findReusableBlock'
import type { BlockRenderProps } from '../types'

/**
 * Shows a reusable block's layout in place. Pages are read at depth 2, which brings the reusable
 * block with its layout and the uploads and page links in it; when it arrives as an id only (read
 * at a lower depth), it is fetched here.
 */
export function ReusableBlockComponent({ reusableBlock, renderBlocks }: ReusableBlockBlock & BlockRenderProps) {
  if (reusableBlock && typeof reusableBlock === 'object') return <ReusableLayout doc={reusableBlock} renderBlocks={renderBlocks} />
  if (typeof reusableBlock === 'number') return <FetchedReusableBlock id={reusableBlock} renderBlocks={renderBlocks} />
  logger.warn('Reusable block without a reference skipped')
  return null
}

async function FetchedReusableBlock({ id, renderBlocks }: { id: number } & BlockRenderProps) {
  const doc = await findReusableBlock(id)
  if (!doc) {
    logger.warn({ reusableBlockId: id }, 'Reusable block not found (deleted?) skipped')
    return null
  }
  return <ReusableLayout doc={doc} renderBlocks={renderBlocks} />
}

function ReusableLayout({ doc, renderBlocks }: { doc: ReusableBlock } & BlockRenderProps) {
  // The collection cannot hold a reusable block; one stored before that rule would show itself forever.
  const layout = (doc.layout ?? []).filter((block) => {
    if (!isReusableBlock(block)) return true
    logger.warn({ reusableBlockId: doc.id }, 'Reusable block inside a reusable block skipped')
    return false
  })
  if (!layout.length) return null
  return <>{renderBlocks(layout)}</>
}

// Typed loosely on purpose: the generated layout type already rules reusable blocks out.
function isReusableBlock(block: { blockType: string }): boolean {
  return block.blockType === 'reusableBlock'
}
