import type { Payload } from 'payload'
import { blockFixtures } from '@/blocks'
import { brandImageKeyOf, type BrandImageKey } from '@/blocks/sampleMedia'
import type { LayoutBlock } from '@/blocks/types'
import { withSampleReusableBlocks } from './reusableBlocks'
import { BLOCK_GALLERY_SLUG } from '@/domain/pages/heroRule'


const ctx = { disableRevalidate: true }

/** Every fixture of every registered block, in registry order. */
export function galleryLayout(): LayoutBlock[] {
  return Object.values(blockFixtures).flatMap((fixtures) => fixtures.map((fixture) => ({ ...fixture }) as LayoutBlock))
}

/** The seeded upload of each brand drawing (src/seed/images.ts). */
export type BrandImageIds = Record<BrandImageKey, number>

/**
 * Fixtures hold no uploads: an image in a fixture is a stand-in from BRAND_IMAGES (id 0,
 * src/blocks/sampleMedia.ts; rendered as it is by the unit tests). Stored, only an upload's id
 * survives, so each stand-in gives way to the seeded upload of the same drawing (or to one id).
 */
export function withSampleMedia<T>(value: T, media: number | BrandImageIds): T {
  if (Array.isArray(value)) return value.map((item) => withSampleMedia(item, media)) as T
  if (!value || typeof value !== 'object') return value
  const key = brandImageKeyOf(value)
  if (key) return (typeof media === 'number' ? media : media[key]) as T
  const record = value as Record<string, unknown>
  return Object.fromEntries(Object.entries(record).map(([k, item]) => [k, withSampleMedia(item, media)])) as T
}

/**
 * The block gallery (/block-gallery/): every registered block from its fixtures, for editors,
 * designers and the browser tests. Hidden from search engines and the sitemap. Unlike the other
 * seeded pages it is generated, so the seed rewrites its layout to the current fixtures each run.
 */
export async function seedBlockGallery(payload: Payload, images: number | BrandImageIds, report: { created: string[]; kept: string[] }) {
  const data = {
    title: 'Block gallery',
    slug: BLOCK_GALLERY_SLUG,
    _status: 'published' as const,
    layout: await withSampleReusableBlocks(payload, withSampleMedia(galleryLayout(), images), report),
    meta: {
      title: 'Block gallery',
      description: 'Every page block of this site, in each variant worth seeing, for editors and designers.',
      noIndex: true,
    },
  }
  const existing = await payload.find({ collection: 'pages', where: { slug: { equals: BLOCK_GALLERY_SLUG } }, limit: 1, depth: 0, draft: true })
  const doc = existing.docs[0]
  if (doc) await payload.update({ collection: 'pages', id: doc.id, data, context: ctx })
  else await payload.create({ collection: 'pages', data, context: ctx })
  if (doc) report.kept.push('block gallery (layout regenerated from the fixtures)')
  else report.created.push('block gallery')
}
