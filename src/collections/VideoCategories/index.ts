import type { CollectionConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { VIDEO_CATEGORIES_SLUG } from '../slugs'
import { revalidateVideoPages, revalidateVideoPagesOnDelete } from '../Videos/revalidateVideoPages'

/** Categories of the homeowner videos (DL 9): ordered by sortOrder, nested one under another. */
export const VideoCategories: CollectionConfig = {
  slug: VIDEO_CATEGORIES_SLUG,
  labels: { singular: 'Video category', plural: 'Video categories' },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    useAsTitle: 'title',
    group: 'Videos',
    defaultColumns: ['title', 'sortOrder', 'parent', 'isNew'],
    description: 'The choices of the video category slider. "All Videos" is always there and is not stored here.',
  },
  defaultSort: 'sortOrder',
  hooks: { afterChange: [revalidateVideoPages], afterDelete: [revalidateVideoPagesOnDelete] },
  fields: [
    { name: 'title', type: 'text', label: 'Name', required: true, admin: { description: 'Also used in the link of each video card (?category=...).' } },
    { name: 'sortOrder', type: 'number', label: 'Position', defaultValue: 0, index: true, admin: { description: 'Lower numbers come first.' } },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: VIDEO_CATEGORIES_SLUG,
      label: 'Parent category',
      admin: { description: 'Optional: the category is listed, indented, under this one.' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'isNew',
      type: 'checkbox',
      label: 'Marks videos as "New"',
      defaultValue: false,
      admin: { description: 'Videos in this category show a "New" badge on their card.' },
    },
  ],
}
