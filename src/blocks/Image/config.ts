import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { media } from '@/fields/media'

/** One uploaded image with an optional caption. */
export const config: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { ...media('image', 'Uploaded image', 'Its alternative text comes from the media library.'), required: true },
    { name: 'caption', type: 'textarea', label: 'Caption under the image' },
    {
      name: 'width',
      type: 'select',
      label: 'Image width',
      defaultValue: 'content',
      options: [
        { value: 'narrow', label: 'Narrow (text column)' },
        { value: 'content', label: 'Page content width' },
        { value: 'full', label: 'Full screen width' },
      ],
    },
    blockSettings(),
  ],
}
