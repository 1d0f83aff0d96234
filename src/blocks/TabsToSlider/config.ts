import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'tabsToSlider',
  interfaceName: 'TabsToSliderBlock',
  labels: { singular: 'Tabs slider', plural: 'Tabs sliders' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true }),
    arrayOf({
      name: 'tabs',
      label: 'Tabs (up to eight)',
      singular: 'Tab',
      plural: 'Tabs',
      required: true,
      min: 1,
      max: 8,
      fields: [
        { name: 'tabTitle', type: 'text', label: 'Tab name', required: true },
        { name: 'tabDetails', type: 'textarea', label: 'Details' },
        link({ name: 'buttonLink', label: 'Button', appearance: true }),
        media('image', 'Image beside the text'),
        media('imageMobile', 'Image on phones', 'Optional: a narrower crop for screens under 640 px.'),
      ],
    }),
    {
      type: 'row',
      fields: [
        { name: 'autoSlide', type: 'checkbox', label: 'Advance automatically', defaultValue: false, admin: { description: 'Visitors can pause it; it never starts for visitors who ask for reduced motion.' } },
        { name: 'transitionDelay', type: 'number', label: 'Seconds between tabs', defaultValue: 10, min: 0, max: 60 },
      ],
    },
    blockSettings(),
  ],
}
