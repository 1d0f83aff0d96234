import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/**
 * The find-a-dealer experience: zip search, filters, list/map view, dealer cards, reviews and
 * contact modals. Brand settings (phones, hours, call-now pages, campaign paths, single-dealer mode,
 * info mode) come from Site settings.
 */
export const config: Block = {
  slug: 'dealerLocator',
  interfaceName: 'DealerLocatorBlock',
  labels: { singular: 'Dealer locator', plural: 'Dealer locators' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: 'Find a dealer near you' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    blockSettings(),
  ],
}
