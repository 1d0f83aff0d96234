import type { CollectionConfig } from 'payload'
import { adminOnly, siteServerOrAdmin } from '@/access'
import { reusableBlockChildSlugs } from '@/blocks'
import { containsBlockType } from '@/domain/layout/containsBlockType'
import { REUSABLE_BLOCKS_SLUG } from '../slugs'
import { revalidateReusableBlock, revalidateReusableBlockOnDelete } from './hooks/revalidateReusableBlock'

/**
 * Content an editor writes once and places on many pages (the reusable block). Its layout may hold
 * every block except another reusable block, so none can contain itself, directly or through others.
 */
export const ReusableBlocks: CollectionConfig = {
  slug: REUSABLE_BLOCKS_SLUG,
  labels: { singular: 'Reusable block', plural: 'Reusable blocks' },
  // Visitors see it only inside the pages that place it (and experiment variants only once they
  // run): the site's server reads it to render them; the REST API refuses visitors.
  access: { read: siteServerOrAdmin, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'updatedAt'],
    description: 'Write it once, then place it on any page with the "Reusable block" block. A change shows on every page that uses it, at once.',
  },
  hooks: { afterChange: [revalidateReusableBlock], afterDelete: [revalidateReusableBlockOnDelete] },
  fields: [
    { name: 'title', type: 'text', label: 'Name (for editors)', required: true, admin: { description: 'Not shown to visitors.' } },
    {
      name: 'layout',
      type: 'blocks',
      label: 'Blocks',
      labels: { singular: 'Block', plural: 'Blocks' },
      blocks: [],
      blockReferences: reusableBlockChildSlugs,
      // The choice of blocks above leaves reusable blocks out, but Payload stores any block type sent
      // through the API; a reusable block inside one could show itself without end.
      validate: (value: unknown) =>
        containsBlockType(value, 'reusableBlock') ? 'A reusable block cannot contain a reusable block.' : true,
    },
  ],
}
