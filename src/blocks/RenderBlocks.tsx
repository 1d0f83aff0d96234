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
 * with a warning; a block that throws is skipped and logged (GuardedBlock).
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
            <GuardedBlock Component={Component} block={block} renderBlocks={renderBlocks} />
          </div>
        )
      })}
    </>
  )
}

type GuardedProps = { Component: React.ComponentType<LayoutBlock & BlockRenderProps>; block: LayoutBlock } & BlockRenderProps

/**
 * The boundary around each block (server components have no error boundaries): a block that throws
 * while it renders, or whose async render rejects, renders nothing and is logged; the page renders.
 * Called as a function so its own throw lands here; what its children throw later is theirs.
 */
function GuardedBlock({ Component, block, renderBlocks }: GuardedProps): React.ReactNode | Promise<React.ReactNode> {
  const skip = (error: unknown) => {
    logger.error({ err: error, blockType: block.blockType, blockId: block.id }, 'Block failed to render: skipped')
    return null
  }
  try {
    const rendered = (Component as (props: LayoutBlock & BlockRenderProps) => React.ReactNode | Promise<React.ReactNode>)({ ...block, renderBlocks })
    return rendered instanceof Promise ? rendered.catch(skip) : rendered
  } catch (error) {
    return skip(error)
  }
}
