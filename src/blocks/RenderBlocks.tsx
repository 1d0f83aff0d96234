import type React from 'react'
import { blockFrame } from '@/domain/pages/blockSettings'
import { logger } from '@/lib/logger'
import { blockComponents, type LayoutBlock } from './registry'

/**
 * Renders a page layout. Each block sits in a frame that names it (`data-block`) and applies the
 * shared block settings; a hidden block renders nothing; a type this build does not know is skipped
 * with a warning.
 */
export function RenderBlocks({ blocks }: { blocks: readonly LayoutBlock[] | null | undefined }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = (blockComponents as Record<string, React.ComponentType<LayoutBlock> | undefined>)[block.blockType]
        if (!Component) {
          logger.warn({ blockType: block.blockType, blockId: block.id }, 'Unknown block type skipped')
          return null
        }
        const frame = blockFrame(block.blockType, 'settings' in block ? block.settings : null)
        if (!frame) return null
        return (
          <div key={block.id ?? `${block.blockType}-${index}`} {...frame}>
            <Component {...block} />
          </div>
        )
      })}
    </>
  )
}
