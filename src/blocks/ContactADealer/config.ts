import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  title: 'Contact a local specialist',
} as const

/**
 * The contact-a-dealer page (/contact-a-dealer/, readings 35): a zip prompt until dealers load, then
 * the extended contact form beside the first dealer; the lead goes to that dealer (source AS:CONTACT_US).
 */
export const config: Block = {
  slug: 'contactADealer',
  interfaceName: 'ContactADealerBlock',
  labels: { singular: 'Contact-a-dealer page form', plural: 'Contact-a-dealer page forms' },
  fields: [
    heading({ name: 'title', label: 'Heading', defaultValue: DEFAULTS.title }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    blockSettings(),
  ],
}
