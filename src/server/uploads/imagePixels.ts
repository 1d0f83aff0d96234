import fs from 'node:fs/promises'
import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import sharp from 'sharp'

/**
 * The largest image the site takes, in pixels (40 megapixels: 8000 x 5000, more than any camera a
 * dealer or editor uses). Every resize reads the whole source: a 12000 x 12000 upload cost 2.3 s of
 * CPU per resize in the image optimizer (issue 40), and Payload's own sizes are made from it too.
 */
export const MAX_IMAGE_PIXELS = 40_000_000

export const imageTooLargeMessage = (width: number, height: number) =>
  `This image is ${width} x ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the site takes at most ${MAX_IMAGE_PIXELS / 1e6} megapixels. Export it smaller (for example 4000 pixels wide) and upload that file.`

/**
 * Media hook: before Payload reads the upload (and resizes it into its sizes), a source over the
 * pixel cap is refused with a message for the editor. Only the header is read (sharp's metadata).
 */
export const refuseHugeImages: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : null
  if (!bytes) return args
  let size: { width?: number; height?: number }
  try {
    size = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    // Not an image sharp reads (Payload's mime check answers for it).
    return args
  }
  const { width = 0, height = 0 } = size
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ValidationError({ collection: 'media', errors: [{ message: imageTooLargeMessage(width, height), path: 'file' }] })
  }
  return args
}
