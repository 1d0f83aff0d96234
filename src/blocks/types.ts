import type { Page } from '@/payload-types'

export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockType = LayoutBlock['blockType']
export type BlockOf<K extends BlockType> = Extract<LayoutBlock, { blockType: K }>
/** Sample data of a block without the ids the database assigns. */
export type BlockFixture<K extends BlockType = BlockType> = Omit<BlockOf<K>, 'id'>
