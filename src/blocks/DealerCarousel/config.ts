import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Home-style dealer carousel with a zip/city search. */
export const config: Block = {
  slug: 'dealerCarousel',
  interfaceName: 'DealerCarouselBlock',
  labels: { singular: 'Dealer carousel', plural: 'Dealer carousels' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: 'Dealers near you' }),
    { name: 'subtitle', type: 'textarea', label: 'Text under the heading' },
    blockSettings(),
  ],
}
