import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BRAND_IMAGES } from '@/blocks/sampleMedia'
import { productSelectorFixture } from '@/blocks/ProductSelector/fixtures'
import { PRODUCT_TYPE_IMAGE } from './images'

const file = (url: string) => path.join(process.cwd(), 'public', url)

describe('brand images', () => {
  it('has each drawing rendered in public/img/brand at the size its stand-in declares, and not heavy', async () => {
    for (const image of Object.values(BRAND_IMAGES)) {
      expect(existsSync(file(image.url)), `${image.url}: run npm run images`).toBe(true)
      const meta = await sharp(file(image.url)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', image.width, image.height])
      expect(meta.size ?? 0).toBeLessThan(60_000)
    }
  })

  it('never shows one drawing for two product categories', () => {
    const furnaces = new Set(['furnace80', 'furnace90', 'furnace'])
    const byImage = new Map<string, Set<string>>()
    for (const [type, image] of Object.entries(PRODUCT_TYPE_IMAGE)) {
      byImage.set(image, (byImage.get(image) ?? new Set()).add(furnaces.has(type) ? 'furnace' : type))
    }
    for (const categories of byImage.values()) expect(categories.size).toBe(1)
    const selectorUrls = productSelectorFixture.categories.map((category) => ('image' in category ? category.image.url : null))
    expect(selectorUrls.every(Boolean)).toBe(true)
    expect(new Set(selectorUrls).size).toBe(selectorUrls.length)
  })

  it('describes every drawing in its own words', () => {
    const alts = Object.values(BRAND_IMAGES).map((image) => image.alt)
    expect(new Set(alts).size).toBe(alts.length)
    for (const alt of alts) expect(alt.length).toBeGreaterThan(20)
  })
})
