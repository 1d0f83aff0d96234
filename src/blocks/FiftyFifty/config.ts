import type { Block } from 'payload'
import { IMAGE_SIDES } from '@/domain/blocks/mediaText'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'fiftyFifty',
  interfaceName: 'FiftyFiftyBlock',
  labels: { singular: 'Image and text (50/50)', plural: 'Image and text (50/50)' },
  fields: [
    media('image', 'Side image', 'Half the width on wide screens; above the text on phones.'),
    {
      name: 'imageSide',
      type: 'radio',
      label: 'Image on the',
      defaultValue: 'left',
      options: IMAGE_SIDES.map((value) => ({ value, label: value === 'left' ? 'Left' : 'Right' })),
      admin: { layout: 'horizontal' },
    },
    heading({ name: 'title', label: 'Text heading', required: true }),
    { name: 'text', type: 'textarea', label: 'Paragraphs', admin: { description: 'A blank line starts a new paragraph.' } },
    link({ name: 'link', label: 'Button', appearance: true }),
    blockSettings(),
  ],
}
