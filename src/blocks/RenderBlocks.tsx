import type React from 'react'
import { logger } from '@/lib/logger'
import { blockComponents, type LayoutBlock } from './registry'

/** Renders a page layout; a block type this build does not know is skipped with a warning. */
export function RenderBlocks({ blocks }: { blocks: readonly LayoutBlock[] | null | undefined }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = (blockComponents as Record<string, React.ComponentType<LayoutBlock> | undefined>)[
          block.blockType
        ]
        if (!Component) {
          logger.warn({ blockType: block.blockType, blockId: block.id }, 'Unknown block type skipped')
          return null
        }
        return <Component key={block.id ?? `${block.blockType}-${index}`} {...block} />
      })}
    </>
  )
}
