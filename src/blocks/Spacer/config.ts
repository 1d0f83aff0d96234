import type { Block } from 'payload'
import { SPACER_SIZES, SPACER_SIZE_PX } from '@/domain/blocks/spacer'
import { blockSettings } from '@/fields/blockSettings'

const options = SPACER_SIZES.map((value) => ({ value, label: `${value === 'none' ? 'None' : value.toUpperCase()} (${SPACER_SIZE_PX[value]} px)` }))

/** Empty vertical space, sized per screen band. */
export const config: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Spacer', plural: 'Spacers' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'mobile', type: 'select', label: 'Height on phones', defaultValue: 'md', options, admin: { width: '33%' } },
        { name: 'tablet', type: 'select', label: 'Height on tablets', options, admin: { width: '33%', description: 'Empty: as on phones.' } },
        { name: 'desktop', type: 'select', label: 'Height on desktops', options, admin: { width: '33%', description: 'Empty: as on tablets.' } },
      ],
    },
    blockSettings(),
  ],
}
