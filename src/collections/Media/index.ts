import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { adminOnly, anyone } from '@/access'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  labels: { singular: 'Image', plural: 'Images' },
  admin: { useAsTitle: 'alt', group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  upload: {
    staticDir: path.resolve(process.cwd(), process.env.MEDIA_DIR ?? 'data/media'),
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
