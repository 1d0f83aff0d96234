import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'
import { PAGE_FORM_TEXT } from '@/domain/leads/messages'

/**
 * Home contact-a-dealer form (page-blocks spec, sections 2 and 4): step 1 a topic, step 2 contact
 * and address, then a thank-you card for 5 seconds. Without a dealer the request goes to the brand.
 */
export const config: Block = {
  slug: 'homeContactForm',
  interfaceName: 'HomeContactFormBlock',
  labels: { singular: 'Home contact form', plural: 'Home contact forms' },
  fields: [
    heading({ name: 'title', label: 'Heading', defaultValue: PAGE_FORM_TEXT.homeTitle }),
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
        { name: 'dealerName', type: 'text', label: 'Dealer name', admin: { width: '50%', description: 'Named in the texts when a dealer is set.' } },
      ],
    },
    blockSettings(),
  ],
}
