import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'

/**
 * Contact-a-dealer form block, English or French (page-blocks spec, sections 2 and 5; readings 5,
 * 13, 18): two steps, customer-service hours with a phone link, address autocomplete.
 */
export const config: Block = {
  slug: 'contactDealerForm',
  interfaceName: 'ContactDealerFormBlock',
  labels: { singular: 'Contact-a-dealer form', plural: 'Contact-a-dealer forms' },
  fields: [
    {
      name: 'language',
      type: 'select',
      label: 'Form language',
      required: true,
      defaultValue: 'en',
      options: [
        { label: 'English', value: 'en' },
        { label: 'French', value: 'fr' },
      ],
    },
    { name: 'title', type: 'text', label: 'Heading', admin: { description: 'Empty: "Contact a dealer" / "Contactez un détaillant".' } },
    {
      type: 'row',
      fields: [
        {
          name: 'companyId',
          type: 'number',
          label: 'Dealer company ID',
          min: 1,
          admin: { width: '50%', description: 'On a dealer’s page: the dealer the requests go to. Empty: the single dealer when single-dealer mode is on (Site settings), otherwise the brand.' },
        },
        {
          name: 'hours',
          type: 'text',
          label: 'Customer-service hours',
          admin: { width: '50%', description: 'Empty: "Mon-Fri 8-18 CST" in the block’s language.' },
        },
      ],
    },
    blockSettings(),
  ],
}
