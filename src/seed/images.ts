import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { BRAND_IMAGES, type BrandImageKey } from '@/blocks/sampleMedia'
import type { ProductType } from '@/domain/products/productTypes'
import type { BrandImageIds } from './blockGallery'

type Report = { created: string[]; kept: string[] }

const ctx = { disableRevalidate: true }

/** Each product type's drawing: every category has its own, no drawing shows two categories. */
export const PRODUCT_TYPE_IMAGE: Record<ProductType, BrandImageKey> = {
  airConditioner: 'airConditioner',
  furnace80: 'gasFurnace',
  furnace90: 'gasFurnace',
  furnace: 'gasFurnace',
  heatPump: 'heatPump',
  airHandler: 'airHandler',
  packagedSystem: 'packagedUnit',
}

/**
 * Idempotent: uploads each brand drawing (public/img/brand/, rendered by `npm run images` from
 * scripts/images/svg/) to Media once, found again by its alt text; Payload's sharp makes the sizes and
 * Next's optimiser serves AVIF/WebP. An upload an editor renamed is uploaded again, never changed.
 */
export async function seedBrandImages(payload: Payload, report: Report): Promise<BrandImageIds> {
  const entries = Object.entries(BRAND_IMAGES) as [BrandImageKey, (typeof BRAND_IMAGES)[BrandImageKey]][]
  const alts = entries.map(([, image]) => image.alt)
  const existing = await payload.find({ collection: 'media', where: { alt: { in: alts } }, limit: alts.length, pagination: false, depth: 0 })
  const byAlt = new Map(existing.docs.map((doc) => [doc.alt, doc.id]))
  const ids = {} as BrandImageIds
  let created = 0
  for (const [key, image] of entries) {
    const found = byAlt.get(image.alt)
    if (found !== undefined) {
      ids[key] = found
      continue
    }
    const data = await readFile(path.join(process.cwd(), 'public', image.url))
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt },
      file: { data, mimetype: image.mimeType, name: image.filename, size: data.length },
      context: ctx,
    })
    ids[key] = doc.id
    created++
  }
  if (created) report.created.push(`${created} brand images`)
  else report.kept.push('brand images')
  return ids
}
