import type React from 'react'
import type { Page } from '@/payload-types'

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockType = LayoutBlock['blockType']
export type BlockOf<K extends BlockType> = Extract<LayoutBlock, { blockType: K }>
/** Sample data of a block without the ids the database assigns. */
export type BlockFixture<K extends BlockType = BlockType> = Omit<BlockOf<K>, 'id'>

/**
 * What RenderBlocks hands every block besides its own data. A block that holds blocks (group,
 * columns, reusable block) renders them with `renderBlocks`: a prop rather than an import, because
 * RenderBlocks imports the registry, which imports those blocks.
 */
export type BlockRenderProps = { renderBlocks: (blocks: readonly LayoutBlock[] | null | undefined) => React.ReactNode }
