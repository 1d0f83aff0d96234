import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    arrayOf({
      name: 'items',
      label: 'Sections',
      singular: 'Section',
      plural: 'Sections',
      required: true,
      min: 1,
      fields: [
        { name: 'title', type: 'text', label: 'Section heading', required: true },
        { name: 'body', type: 'textarea', label: 'Section text', required: true, admin: { description: 'A blank line starts a new paragraph.' } },
      ],
    }),
    {
      name: 'openFirst',
      type: 'group',
      label: 'First section starts open on',
      admin: { hideGutter: true, description: 'Visitors can open and close every section themselves.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'mobile', type: 'checkbox', label: 'Phones (under 640 px)', defaultValue: false, admin: { width: '33%' } },
            { name: 'tablet', type: 'checkbox', label: 'Tablets (640 to 1023 px)', defaultValue: false, admin: { width: '33%' } },
            { name: 'desktop', type: 'checkbox', label: 'Desktops (1024 px and wider)', defaultValue: true, admin: { width: '33%' } },
          ],
        },
      ],
    },
    blockSettings(),
  ],
}
