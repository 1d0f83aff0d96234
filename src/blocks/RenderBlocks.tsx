import type React from 'react'
import { blockFrame } from '@/domain/pages/blockSettings'
import { logger } from '@/lib/logger'
import { blockComponents, type BlockRenderProps, type LayoutBlock } from './registry'

/**
 * The deepest a block may sit: page > reusable block > group > columns' column. The configs allow no
 * more; this stops stored data that slipped past them (a reusable block inside itself) from recursing.
 */
export const MAX_BLOCK_NESTING = 3

/**
 * Renders a page layout. Each block sits in a frame that names it (`data-block`) and applies the
 * shared block settings; a hidden block renders nothing; a type this build does not know is skipped
 * with a warning.
 */
export function RenderBlocks({ blocks, depth = 0 }: { blocks: readonly LayoutBlock[] | null | undefined; depth?: number }) {
  if (!blocks?.length) return null
  if (depth > MAX_BLOCK_NESTING) {
    logger.warn({ depth, blockTypes: blocks.map((b) => b.blockType) }, 'Blocks nested too deep skipped')
    return null
  }
  const renderBlocks: BlockRenderProps['renderBlocks'] = (children) => <RenderBlocks blocks={children} depth={depth + 1} />
  return (
    <>
      {blocks.map((block, index) => {
        const Component = (blockComponents as Record<string, React.ComponentType<LayoutBlock & BlockRenderProps> | undefined>)[block.blockType]
        if (!Component) {
          logger.warn({ blockType: block.blockType, blockId: block.id }, 'Unknown block type skipped')
          return null
        }
        const frame = blockFrame(block.blockType, 'settings' in block ? block.settings : null)
        if (!frame) return null
        return (
          <div key={block.id ?? `${block.blockType}-${index}`} {...frame}>
            <Component {...block} renderBlocks={renderBlocks} />
          </div>
        )
      })}
    </>
  )
}
