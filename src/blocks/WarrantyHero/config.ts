import type { Block } from 'payload'
import { LOOKUP_MODAL_DEFAULTS, REGISTER_MODAL_DEFAULTS } from '@/domain/tools/warranty'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'
import { warrantyModalFields } from '@/fields/warrantyModal'


export const config: Block = {
  slug: 'warrantyHero',
  interfaceName: 'WarrantyHeroBlock',
  labels: { singular: 'Warranty hero', plural: 'Warranty heroes' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: 'Protect your investment' }),
    { name: 'text', type: 'textarea', label: 'Text under the heading' },
    {
      type: 'row',
      fields: [
        { name: 'registerLabel', type: 'text', label: 'Register button text', required: true, defaultValue: 'Register new product', admin: { width: '50%' } },
        { name: 'lookupLabel', type: 'text', label: 'Look-up button text', required: true, defaultValue: 'Look up an existing warranty', admin: { width: '50%' } },
      ],
    },
    warrantyModalFields('registerModal', 'Register modal', REGISTER_MODAL_DEFAULTS),
    warrantyModalFields('lookupModal', 'Look-up modal', LOOKUP_MODAL_DEFAULTS),
    {
      name: 'serialNumberDocument',
      type: 'upload',
      relationTo: 'documents',
      label: 'Where to find the serial number (PDF)',
      admin: { description: 'Linked in both modals.' },
    },
    blockSettings(),
  ],
}
