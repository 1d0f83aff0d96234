import type { Block } from 'payload'

/** Home-style dealer carousel with a zip/city search (dealer-locator spec, "Other screens"). */
export const DealerCarousel: Block = {
  slug: 'dealerCarousel',
  interfaceName: 'DealerCarouselBlock',
  dbName: 'dealer_car',
  labels: { singular: 'Dealer carousel', plural: 'Dealer carousels' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Dealers near you' },
    { name: 'subtitle', type: 'textarea' },
  ],
}
