import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'
import { LEAD_UI_TEXT, PAGE_FORM_TEXT } from '@/domain/leads/messages'

/** Customer care form (/contact-us/, page-blocks spec sections 2, 4 and 5): a CUSTOMER_SERVICE lead. */
export const config: Block = {
  slug: 'customerCareForm',
  interfaceName: 'CustomerCareFormBlock',
  labels: { singular: 'Customer care form', plural: 'Customer care forms' },
  fields: [
    heading({ name: 'title', label: 'Heading', defaultValue: LEAD_UI_TEXT.customerCareTitle }),
    {
      name: 'serialNumberDocument',
      type: 'upload',
      relationTo: 'documents',
      label: 'Where to find the serial number (PDF)',
      admin: { description: 'Linked from the hint shown to owners. Empty: the hint shows without a link.' },
    },
    { name: 'sidePanelText', type: 'textarea', label: 'Side panel text (wide screens)' },
    {
      name: 'hours',
      type: 'text',
      label: 'Customer care hours',
      defaultValue: PAGE_FORM_TEXT.careHours,
      admin: { description: `Shown under the phone number beside the form (under the form on phones, where that panel is hidden). Empty shows "${PAGE_FORM_TEXT.careHours}"` },
    },
    blockSettings(),
  ],
}
