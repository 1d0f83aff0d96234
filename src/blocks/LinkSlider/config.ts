import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'linkSlider',
  interfaceName: 'LinkSliderBlock',
  labels: { singular: 'Link slider', plural: 'Link sliders' },
  fields: [
    heading({ name: 'title', label: 'Accessible name', required: true, defaultValue: 'In this section' }),
    {
      name: 'links',
      type: 'array',
      label: 'Links in the slider',
      labels: { singular: 'Link', plural: 'Links' },
      required: true,
      minRows: 1,
      admin: { description: 'The slider opens at the link of the page it is on. Three show at once on wider screens.' },
      fields: [link({ name: 'link', label: 'Link (its text shows on the slide)', required: true })],
    },
    blockSettings(),
  ],
}
