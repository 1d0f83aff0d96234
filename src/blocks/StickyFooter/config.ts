import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'

/**
 * The sticky footer (PB 2, readings item 26): fixed at the bottom of the window until the visitor
 * reaches the place the editor put it, where it docks into the page.
 */
export const config: Block = {
  slug: 'stickyFooter',
  interfaceName: 'StickyFooterBlock',
  labels: { singular: 'Sticky footer', plural: 'Sticky footers' },
  fields: [
    heading({ name: 'text', label: 'Message', required: true }),
    link({ name: 'link', label: 'Button', appearance: true }),
    blockSettings(),
  ],
}
