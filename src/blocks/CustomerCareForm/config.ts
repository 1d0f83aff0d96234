import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'
import { LEAD_UI_TEXT } from '@/domain/leads/messages'

/** Customer care form (/contact-us/, page-blocks spec sections 2, 4 and 5): a CUSTOMER_SERVICE lead. */
export const config: Block = {
  slug: 'customerCareForm',
  interfaceName: 'CustomerCareFormBlock',
  labels: { singular: 'Customer care form', plural: 'Customer care forms' },
  fields: [
    heading({ name: 'title', label: 'Heading', defaultValue: LEAD_UI_TEXT.customerCareTitle }),
    {
      name: 'serialNumberPdfUrl',
      type: 'text',
      label: 'Serial-number instructions (PDF link)',
      admin: { description: 'Linked from the serial-number hint once it exists; empty shows the hint without a link.' },
    },
    { name: 'sidePanelText', type: 'textarea', label: 'Side panel text (wide screens)' },
    blockSettings(),
  ],
}
