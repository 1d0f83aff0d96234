import type { Payload } from 'payload'
import type { LayoutBlock } from '@/blocks/types'
import { sampleReusableBlock } from '@/blocks/ReusableBlock/fixtures'
import { REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'

const ctx = { disableRevalidate: true }

/**
 * Stores the sample reusable block (kept in step with its fixture on each run) and points every
 * reusable block of `layout` that carries it at the stored one: a fixture cannot know the id.
 */
export async function withSampleReusableBlocks(payload: Payload, layout: LayoutBlock[], report: { created: string[]; kept: string[] }): Promise<LayoutBlock[]> {
  if (!layout.some((block) => block.blockType === 'reusableBlock')) return layout
  const { title, layout: blocks } = sampleReusableBlock
  const existing = await payload.find({ collection: REUSABLE_BLOCKS_SLUG, where: { title: { equals: title } }, limit: 1, depth: 0 })
  const found = existing.docs[0]
  const doc = found
    ? await payload.update({ collection: REUSABLE_BLOCKS_SLUG, id: found.id, data: { layout: blocks }, context: ctx })
    : await payload.create({ collection: REUSABLE_BLOCKS_SLUG, data: { title, layout: blocks }, context: ctx })
  ;(found ? report.kept : report.created).push(`reusable block "${title}"`)
  return layout.map((block) =>
    block.blockType === 'reusableBlock' && typeof block.reusableBlock === 'object' && block.reusableBlock.id === sampleReusableBlock.id
      ? { ...block, reusableBlock: doc.id }
      : block,
  )
}
