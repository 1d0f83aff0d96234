import path from 'node:path'
import type { PayloadRequest } from 'payload'
import sharp from 'sharp'
import { heroContrastProblem, heroTextContrast, type HeroOverlay, type RgbPixels } from '@/domain/blocks/heroContrast'
import { logger } from '@/lib/logger'

/** A hero is wide (about 3:1 on a desktop); the image is read at that shape, cropped as the page crops it. */
const SAMPLE = { width: 120, height: 40 }
const MAX_CACHED = 200
const cache = new Map<string, Promise<RgbPixels | null>>()

async function readPixels(file: string): Promise<RgbPixels | null> {
  try {
    const { data, info } = await sharp(file).resize(SAMPLE.width, SAMPLE.height, { fit: 'cover' }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    return { width: info.width, height: info.height, data }
  } catch (error) {
    logger.warn({ err: (error as Error).message, file: path.basename(file) }, 'hero contrast: image could not be read')
    return null
  }
}

/** The image's pixels at the hero's shape, read once per file version. */
function pixelsOf(file: string, version: string): Promise<RgbPixels | null> {
  const key = `${file}@${version}`
  let pixels = cache.get(key)
  if (!pixels) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string)
    pixels = readPixels(file)
    cache.set(key, pixels)
  }
  return pixels
}

/**
 * Whether white hero text reads on every image the hero shows with this overlay: the editor's
 * message for the worst one, or null. An image that cannot be read is not held against the editor.
 */
export async function heroImageContrastProblem(req: PayloadRequest, imageIds: readonly number[], overlay: HeroOverlay): Promise<string | null> {
  const media = req.payload.collections.media?.config
  const staticDir = media?.upload && typeof media.upload === 'object' ? media.upload.staticDir : undefined
  if (!staticDir || imageIds.length === 0) return null
  const found = await req.payload.find({ collection: 'media', where: { id: { in: [...imageIds] } }, depth: 0, limit: imageIds.length, pagination: false, req })
  let worst = Infinity
  for (const doc of found.docs) {
    if (!doc.filename) continue
    const pixels = await pixelsOf(path.join(staticDir, doc.filename), String(doc.updatedAt))
    if (pixels) worst = Math.min(worst, heroTextContrast(pixels, overlay))
  }
  return heroContrastProblem(worst, overlay)
}
