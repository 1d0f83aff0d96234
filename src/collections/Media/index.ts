import { loadEnv } from '@/lib/env'
import path from 'node:path'
import { APIError, type CollectionConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { siteRelativeUploadUrls } from '@/collections/siteRelativeUploadUrls'
import { uploadResponseHeaders } from '@/collections/uploadResponseHeaders'
import { refuseHugeImages } from '@/server/uploads/imagePixels'
import { pagesUsingMedia } from '@/server/pages/mediaUsage'
import { missingFileIs404 } from '@/server/uploads/missingFile'

const STATIC_DIR = path.resolve(process.cwd(), loadEnv().MEDIA_DIR)

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  labels: { singular: 'Image', plural: 'Images' },
  admin: { useAsTitle: 'alt', group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  hooks: {
    beforeOperation: [refuseHugeImages],
    afterRead: [siteRelativeUploadUrls],
    // Page layouts are JSON: nothing in the database stops a referenced image from being deleted,
    // which would leave blocks pointing at nothing. Refuse, and say where it is used.
    beforeDelete: [
      async ({ req, id }) => {
        const pages = await pagesUsingMedia(req.payload, id)
        if (pages.length) {
          throw new APIError(`This image is used on ${pages.length === 1 ? 'the page' : 'these pages'}: ${pages.join(', ')}. Remove it from ${pages.length === 1 ? 'that page' : 'them'} first.`, 409, null, true)
        }
      },
    ],
  },
  upload: {
    modifyResponseHeaders: uploadResponseHeaders,
    staticDir: STATIC_DIR,
    handlers: [missingFileIs404(STATIC_DIR)],
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'small', width: 640 },
      { name: 'medium', width: 1024 },
      { name: 'large', width: 1600 },
      { name: 'xlarge', width: 2400 },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'Describe the image for people who cannot see it.' },
    },
  ],
}
