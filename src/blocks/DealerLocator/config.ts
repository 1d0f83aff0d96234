import type { Block } from 'payload'

/**
 * The find-a-dealer experience (dealer-locator spec, sections 2 and 4): zip search, filters,
 * list/map view, dealer cards, reviews and contact modals. Brand settings (phones, hours,
 * call-now pages, campaign paths, single-dealer mode, info mode) come from SiteSettings.
 */
export const DealerLocator: Block = {
  slug: 'dealerLocator',
  interfaceName: 'DealerLocatorBlock',
  dbName: 'dealer_loc',
  labels: { singular: 'Dealer locator', plural: 'Dealer locators' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Find a dealer near you' },
    { name: 'intro', type: 'textarea' },
  ],
}
