import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { linkGroup } from '@/fields/linkGroup'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  title: 'In this section',
} as const

export const config: Block = {
  slug: 'linkSlider',
  interfaceName: 'LinkSliderBlock',
  labels: { singular: 'Link slider', plural: 'Link sliders' },
  fields: [
    heading({ name: 'title', label: 'Accessible name', required: true, defaultValue: DEFAULTS.title }),
    linkGroup({
      name: 'links',
      label: 'Links in the slider',
      singular: 'Link',
      plural: 'Links',
      linkLabel: 'Link (its text shows on the slide)',
      required: true,
      min: 1,
      description: 'The slider opens at the link of the page it is on. Three show at once where there is room (two on narrow phones).',
    }),
    blockSettings(),
  ],
}
