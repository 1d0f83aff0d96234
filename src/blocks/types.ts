import type React from 'react'
import type { Block, BlockSlug } from 'payload'
import type { Page } from '@/payload-types'
import type { BlockGroup } from './picker'

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

/**
 * A block folder's `index.ts`: its Payload config, its sample data and what it ships to the browser.
 * Data only (no component, no CSS): payload.config, the seed and the scripts import it. The component
 * is `Component.tsx`, found through `registry.ts` (keyed by slug, so a missing one fails to compile).
 */
export interface BlockDefinition<K extends BlockType = BlockType> {
  /** The Payload block; a block that holds blocks takes the slugs its rows may hold. */
  config: Block | ((childSlugs: BlockSlug[]) => Block)
  /** Each variant or state worth seeing: the gallery, the tests, the seed and the docs use them. */
  fixtures: readonly [BlockFixture<K>, ...BlockFixture<K>[]]
  /** 'static': server components only, no client JavaScript of its own (held to the static page budget). */
  kind: 'static' | 'interactive'
  /** Reads the database when it renders (the unit smoke test leaves it to the integration and browser tests). */
  needsDatabase?: boolean
  /** 'page': only at the top of a page, never inside a group or columns. */
  placement?: 'page'
  /** Where the block picker files it (src/blocks/picker.ts); `olderPagesOnly` keeps it off new pages. */
  group: BlockGroup
  /** One line under its name in the block picker: what it shows and when to use it, in editor language. */
  description: string
}

/** Checks a block folder's definition; the fixtures name the block type. */
export function defineBlock<K extends BlockType>(definition: BlockDefinition<K> & { fixtures: readonly [{ blockType: K }, ...unknown[]] }): BlockDefinition<K> {
  return definition
}
