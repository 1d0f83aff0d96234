import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  title: 'Share this page',
} as const

/** Share links for the page the block sits on; the URL, title and summary come from the page itself. */
export const config: Block = {
  slug: 'socialShare',
  interfaceName: 'SocialShareBlock',
  labels: { singular: 'Social sharing links', plural: 'Social sharing links' },
  fields: [heading({ name: 'title', label: 'Heading above the links', defaultValue: DEFAULTS.title }), blockSettings()],
}
