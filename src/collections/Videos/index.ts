import type { CollectionConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { SLUG_PATTERN } from '@/fields/slug'
import { media } from '@/fields/media'
import { youtubeVideoId } from '@/domain/videos/videos'
import { VIDEO_CATEGORIES_SLUG, VIDEOS_SLUG } from '../slugs'
import { revalidateVideoPages, revalidateVideoPagesOnDelete } from './revalidateVideoPages'

import { VIDEO_LINK_MESSAGE } from './videoLink'

/** Homeowner videos (DL 9): each has a card in the video category slider and a page of its own. */
export const Videos: CollectionConfig = {
  slug: VIDEOS_SLUG,
  labels: { singular: 'Video', plural: 'Videos' },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    useAsTitle: 'title',
    group: 'Videos',
    defaultColumns: ['title', 'slug', 'sortOrder', 'updatedAt'],
    description: 'Videos play from youtube-nocookie.com, and only after a visitor presses play.',
  },
  defaultSort: 'sortOrder',
  hooks: { afterChange: [revalidateVideoPages], afterDelete: [revalidateVideoPagesOnDelete] },
  fields: [
    { name: 'title', type: 'text', label: 'Video title', required: true },
    {
      name: 'slug',
      type: 'text',
      label: 'Page name in the URL',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The card links to /resources/homeowning-01/<this>/. Create that page too.' },
      validate: (value: unknown) => (typeof value === 'string' && SLUG_PATTERN.test(value) && !value.includes('/') ? true : 'Use lower-case letters, digits and hyphens'),
    },
    { name: 'description', type: 'textarea', label: 'Short description' },
    {
      name: 'embedLink',
      type: 'text',
      label: 'YouTube link',
      required: true,
      validate: (value: unknown) => (typeof value === 'string' && youtubeVideoId(value) ? true : VIDEO_LINK_MESSAGE),
    },
    media('poster', 'Poster image', 'Shown before the video plays. Without one the site shows its placeholder image.'),
    {
      name: 'categories',
      type: 'relationship',
      relationTo: VIDEO_CATEGORIES_SLUG,
      hasMany: true,
      label: 'Video categories',
      admin: { description: 'The last one is named in the link of the video’s card.' },
    },
    { name: 'sortOrder', type: 'number', label: 'Position', defaultValue: 0, index: true, admin: { position: 'sidebar', description: 'Lower numbers come first.' } },
  ],
}
