import type { Block, Field, Payload } from 'payload'
import type { MediaPaths } from '@/domain/pages/mediaReferences'
import { layoutUsesMedia } from '@/domain/pages/mediaReferences'
import { REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'

/** Paths of the media uploads of each block, from the block configs (nested groups, rows, tabs, arrays). */
export function mediaPathsOf(blocks: readonly Block[]): MediaPaths {
  const walk = (fields: readonly Field[], prefix: string): string[] =>
    fields.flatMap((field) => {
      if (field.type === 'upload' && field.relationTo === 'media') return [`${prefix}${field.name}`]
      if (field.type === 'group' && 'name' in field && field.name) return walk(field.fields, `${prefix}${field.name}.`)
      if (field.type === 'group' || field.type === 'row' || field.type === 'collapsible') return walk(field.fields, prefix)
      if (field.type === 'tabs') return field.tabs.flatMap((tab) => walk(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
      if (field.type === 'array') return walk(field.fields, `${prefix}${field.name}.*.`)
      return []
    })
  return Object.fromEntries(blocks.map((block) => [block.slug, walk(block.fields, '')]))
}

/**
 * Titles of the pages whose current or draft layout uses this media document, and of the reusable
 * blocks that use it. Layouts are JSON, which
 * SQLite cannot query inside, so the layouts are read and searched here (pages are few).
 */
export async function pagesUsingMedia(payload: Payload, mediaId: number | string): Promise<string[]> {
  const paths = mediaPathsOf(payload.config.blocks ?? [])
  const titles = new Set<string>()
  for (const draft of [false, true]) {
    const { docs } = await payload.find({ collection: 'pages', depth: 0, draft, limit: 0, pagination: false, select: { title: true, layout: true, meta: true } })
    for (const page of docs) {
      const metaImage = page.meta?.image
      if (layoutUsesMedia(page.layout, mediaId, paths) || String(typeof metaImage === 'object' && metaImage ? metaImage.id : metaImage) === String(mediaId)) {
        titles.add(page.title)
      }
    }
  }
  // A reusable block shows on every page that places it, so an image used there is in use too.
  const { docs: reusable } = await payload.find({ collection: REUSABLE_BLOCKS_SLUG, depth: 0, limit: 0, pagination: false, select: { title: true, layout: true } })
  for (const block of reusable) if (layoutUsesMedia(block.layout, mediaId, paths)) titles.add(`${block.title} (reusable block)`)
  return [...titles]
}
