import type { Block } from 'payload'
import { IMAGE_LINK_GRID_MAX } from '@/domain/blocks/linkedItems'
import { blockSettings } from '@/fields/blockSettings'
import { linkGroup } from '@/fields/linkGroup'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'imageLinkGrid',
  interfaceName: 'ImageLinkGridBlock',
  labels: { singular: 'Image link grid (four links)', plural: 'Image link grids' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    linkGroup({
      name: 'tiles',
      label: 'Linked images',
      singular: 'Linked image',
      plural: 'Linked images',
      linkLabel: 'Tile link',
      before: [media('image', 'Tile image')],
      required: true,
      min: 1,
      max: IMAGE_LINK_GRID_MAX,
      description: 'Up to four: a 2 × 2 grid on phones, one row on wide screens. The link text is shown over the image.',
    }),
    blockSettings(),
  ],
}
