import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  closeLabel: 'Close banner',
} as const

/** A notice the visitor can close; it stays closed until the page is loaded again (nothing is stored). */
export const config: Block = {
  slug: 'closeableBanner',
  interfaceName: 'CloseableBannerBlock',
  labels: { singular: 'Closeable banner', plural: 'Closeable banners' },
  fields: [
    heading({ label: 'Banner heading' }),
    { name: 'text', type: 'textarea', label: 'Message', required: true },
    link({ name: 'link', label: 'Link (optional)' }),
    {
      name: 'closeLabel',
      type: 'text',
      label: 'Close button name for screen readers',
      defaultValue: DEFAULTS.closeLabel,
      admin: { description: 'The button shows an ×; this is what a screen reader says for it.' },
    },
    blockSettings(),
  ],
}
