import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  title: 'Find a dealer near you',
} as const

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
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: DEFAULTS.title }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    blockSettings(),
  ],
}
