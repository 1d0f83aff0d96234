import type { QuoteSliderBlock } from '@/payload-types'

export const quoteSliderFixture = {
  blockType: 'quoteSlider',
  label: 'What homeowners say',
  slides: [
    { supTitle: 'Furnace repair', title: 'Warm again the same day', quote: 'The dealer came out the afternoon I called and explained every option before starting.', author: 'Dana, Columbus OH', backgroundImage: null },
    { supTitle: 'New heat pump', title: 'A quieter house', quote: 'We only notice the new system because the bills went down.', author: 'Luis, Austin TX', backgroundImage: null },
    { supTitle: 'Air conditioner replacement', title: 'Clear prices', quote: 'The quote matched the invoice, rebate included.', author: 'Priya, Raleigh NC', backgroundImage: null },
  ],
} satisfies QuoteSliderBlock
