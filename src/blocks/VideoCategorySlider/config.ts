import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'videoCategorySlider',
  interfaceName: 'VideoCategorySliderBlock',
  labels: { singular: 'Homeowner video slider', plural: 'Homeowner video sliders' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: 'Homeowning videos' }),
    {
      name: 'intro',
      type: 'textarea',
      label: 'Text under the heading',
      admin: { description: 'The videos and their categories come from Videos and Video categories in the admin.' },
    },
    blockSettings(),
  ],
}
