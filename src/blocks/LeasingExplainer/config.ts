import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'leasingExplainer',
  interfaceName: 'LeasingExplainerBlock',
  labels: { singular: 'Leasing explainer', plural: 'Leasing explainers' },
  fields: [
    heading({ name: 'title', label: 'Section heading', required: true }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    media('image', 'Side image'),
    arrayOf({
      name: 'points',
      label: 'How leasing works',
      singular: 'Point',
      plural: 'Points',
      fields: [
        heading({ name: 'heading', label: 'Point title', required: true }),
        { name: 'text', type: 'textarea', label: 'Explanation' },
        link({ name: 'link', label: 'Point link', description: 'Optional, e.g. a product the lease covers.' }),
      ],
    }),
    { name: 'note', type: 'textarea', label: 'Small print', admin: { description: 'Terms or conditions shown under the points.' } },
    link({ name: 'cta', label: 'Button', appearance: true }),
    blockSettings(),
  ],
}
