import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { CERTIFICATES } from '@/domain/tools/certificates'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'certificates',
  interfaceName: 'CertificatesBlock',
  labels: { singular: 'Manufacturer certificates', plural: 'Manufacturer certificates blocks' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: 'Manufacturer certificates' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    arrayOf({
      name: 'cards',
      label: 'Certificates',
      singular: 'Certificate',
      plural: 'Certificates',
      required: true,
      min: 1,
      max: 12,
      defaultValue: CERTIFICATES.map((c) => ({ ...c, ratings: c.ratings.map((rating) => ({ rating })) })),
      fields: [
        { name: 'title', type: 'text', label: 'Equipment', required: true },
        arrayOf({
          name: 'ratings',
          label: 'Required ratings',
          singular: 'Rating',
          plural: 'Ratings',
          fields: [{ name: 'rating', type: 'text', label: 'Rating (for example 16 SEER)', required: true }],
        }),
        { name: 'tooltip', type: 'textarea', label: 'Explanation (tooltip)' },
        { name: 'document', type: 'upload', relationTo: 'documents', label: 'Certificate (PDF)' },
      ],
    }),
    blockSettings(),
  ],
}
