import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'

/**
 * The sticky call-to-action bar (PB 2): "Get a Free Online Estimate" with a "Build your own system"
 * button. It sits where the editor places it and, once the visitor scrolls past that place, stays
 * pinned to the top of the window.
 */
export const config: Block = {
  slug: 'stickyCtaBar',
  interfaceName: 'StickyCtaBarBlock',
  labels: { singular: 'Sticky call-to-action bar', plural: 'Sticky call-to-action bars' },
  fields: [
    heading({ name: 'text', label: 'Message', required: true, defaultValue: 'Get a Free Online Estimate' }),
    link({ name: 'link', label: 'Button', appearance: true, description: 'Usually “Build your own system”, linking to the build-your-own-system page.' }),
    blockSettings(),
  ],
}
