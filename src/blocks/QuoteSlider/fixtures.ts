import type { QuoteSliderBlock } from '@/payload-types'

export const quoteSliderFixture = {
  blockType: 'quoteSlider',
  label: 'What homeowners say',
  slides: [
    { supTitle: 'Sample quote', title: 'Warm again the same day', quote: 'The dealer came out the afternoon I called and explained every option before starting.', author: 'A homeowner', backgroundImage: null },
    { supTitle: 'Sample quote', title: 'A quieter house', quote: 'We only notice the new system because the bills went down.', author: 'Another homeowner', backgroundImage: null },
    { supTitle: 'Sample quote', title: 'Clear prices', quote: 'The quote matched the invoice, rebate included.', author: 'A third homeowner', backgroundImage: null },
  ],
} satisfies QuoteSliderBlock
