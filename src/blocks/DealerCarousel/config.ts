import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  title: 'Dealers near you',
} as const

/** Home-style dealer carousel with a zip/city search. */
export const config: Block = {
  slug: 'dealerCarousel',
  interfaceName: 'DealerCarouselBlock',
  labels: { singular: 'Dealer carousel', plural: 'Dealer carousels' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: DEFAULTS.title }),
    { name: 'subtitle', type: 'textarea', label: 'Text under the heading' },
    blockSettings(),
  ],
}
