import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'linkSlider',
  interfaceName: 'LinkSliderBlock',
  labels: { singular: 'Link slider', plural: 'Link sliders' },
  fields: [
    heading({ name: 'title', label: 'Accessible name', required: true, defaultValue: 'In this section' }),
    arrayOf({
      name: 'links',
      label: 'Links in the slider',
      singular: 'Link',
      plural: 'Links',
      required: true,
      min: 1,
      description: 'The slider opens at the link of the page it is on. Three show at once where there is room (two on narrow phones).',
      fields: [link({ name: 'link', label: 'Link (its text shows on the slide)', required: true })],
    }),
    blockSettings(),
  ],
}
