import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'
import { sliderSettings } from '@/fields/sliderSettings'

export const config: Block = {
  slug: 'genericSlider',
  interfaceName: 'GenericSliderBlock',
  labels: { singular: 'Slider', plural: 'Sliders' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    arrayOf({
      name: 'slides',
      label: 'Slides in the slider',
      singular: 'Slide',
      plural: 'Slides',
      required: true,
      min: 1,
      fields: [
        heading({ name: 'title', label: 'Slide heading', required: true }),
        { name: 'text', type: 'textarea', label: 'Slide text' },
        media('image', 'Slide image'),
        link({ name: 'link', label: 'Link (optional)' }),
      ],
    }),
    sliderSettings(),
    blockSettings(),
  ],
}
