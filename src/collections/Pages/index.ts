import { loadEnv } from '@/lib/env'
import type { CollectionConfig } from 'payload'
import { adminOnly, publishedOrAdmin } from '@/access'
import { offeredBlocks, pageBlockSlugs } from '@/blocks'
import { slugField } from '@/fields/slug'
import { pageLanguage } from '@/domain/pages/language'
import { pagePath } from '@/domain/pages/pagePath'
import { articleCategoryOptions } from '@/domain/pages/articleCategories'
import { BLOCK_GALLERY_SLUG, breaksHeroRule, HERO_RULE_MESSAGE } from '@/domain/pages/heroRule'
import { articleReadingTime } from './hooks/articleReadingTime'
import { revalidatePage, revalidatePageOnDelete } from './hooks/revalidatePage'
import { notePublishedPath, redirectOldPath } from './hooks/redirectOnMove'
import { discardUntouchedDraftEndpoint } from '@/server/pages/untouchedDrafts'
import { leaveOutHiddenBlocks } from '../leaveOutHiddenBlocks'

export const Pages: CollectionConfig<'pages'> = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  // What a link to a page (link(), rich text) brings when it is populated: enough for its path and name,
  // not the linked page's blocks and their relations. Readers that need more fetch by id.
  defaultPopulate: { title: true, slug: true },
  access: { read: publishedOrAdmin, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    livePreview: {
      url: ({ data }) => previewUrl(typeof data?.slug === 'string' ? data.slug : 'home'),
    },
    preview: (data) => previewUrl(typeof data?.slug === 'string' ? data.slug : 'home'),
    components: { edit: { beforeDocumentControls: ['@/components/admin/DraftStatus#DraftStatus'] } },
  },
  endpoints: [discardUntouchedDraftEndpoint],
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: false }, maxPerDoc: 25 },
  hooks: { beforeChange: [articleReadingTime, notePublishedPath], afterChange: [redirectOldPath, revalidatePage], afterDelete: [revalidatePageOnDelete], afterRead: [leaveOutHiddenBlocks] },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Page title',
      required: true,
      admin: {
        description: 'Shown in the browser tab and in search results, and suggests the URL path. The big headline on the page is the hero’s.',
      },
    },
    slugField(),
    {
      name: 'redirectOldPath',
      type: 'checkbox',
      label: 'Redirect the old path to the new one',
      defaultValue: true,
      // Read when the page is published, not stored: each move is decided afresh.
      virtual: true,
      admin: {
        position: 'sidebar',
        description: 'When you publish this page under a new URL path, visitors and links that use the old path are sent to the new one (see Redirects).',
      },
    },
    {
      name: 'linksHere',
      type: 'ui',
      label: 'Links to this page',
      admin: { position: 'sidebar', components: { Field: '@/collections/Pages/components/PageLinksHere#PageLinksHere' } },
    },
    {
      name: 'isArticle',
      type: 'checkbox',
      label: 'This page is an article',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Articles have categories, a date and a summary, and appear in related-article lists.' },
    },
    {
      name: 'article',
      type: 'group',
      label: 'Article listing',
      admin: {
        position: 'sidebar',
        description: 'Related-article lists show this page by its categories.',
        // A page that already has categories is listed as an article, so its settings stay in view.
        condition: (data) => Boolean(data?.isArticle) || (Array.isArray(data?.article?.categories) && data.article.categories.length > 0),
      },
      fields: [
        { name: 'categories', type: 'select', hasMany: true, label: 'Article categories', options: articleCategoryOptions },
        { name: 'publishedDate', type: 'date', label: 'Publish date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'featuredImage', type: 'upload', relationTo: 'media', label: 'Card image' },
        { name: 'excerpt', type: 'textarea', label: 'Summary', maxLength: 300, admin: { description: 'Shown on article cards and in share e-mails.' } },
        {
          name: 'readingTime',
          type: 'number',
          label: 'Minutes to read',
          admin: { readOnly: true, description: 'Worked out from the page blocks when the page is saved.' },
        },
      ],
    },
    {
      name: 'englishVersion',
      type: 'relationship',
      relationTo: 'pages',
      label: 'English version of this page',
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: {
        position: 'sidebar',
        // Only French pages (under /fr/) have one; English is the site's default language.
        condition: (data) => typeof data?.slug === 'string' && pageLanguage(data.slug) === 'fr',
        description: 'This page is in French (its address starts with /fr/). Choose the same page in English: search engines then show each visitor the page in their language.',
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              label: 'Page blocks',
              labels: { singular: 'Block', plural: 'Blocks' },
              // Registered once in buildConfig({ blocks }); referenced by slug here.
              blocks: [],
              blockReferences: pageBlockSlugs,
              filterOptions: offeredBlocks('layout'),
              validate: (value: unknown, { data }: { data: { slug?: string | null } }) =>
                data.slug === BLOCK_GALLERY_SLUG || !Array.isArray(value) || !breaksHeroRule(value.map((block: { blockType: string }) => block.blockType)) || HERO_RULE_MESSAGE,
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            {
              name: 'meta',
              type: 'group',
              label: 'Search and sharing',
              fields: [
                { name: 'title', type: 'text', label: 'Title in search results', maxLength: 70, admin: { description: 'Defaults to the page title.' } },
                { name: 'description', type: 'textarea', label: 'Description in search results', maxLength: 160 },
                { name: 'image', type: 'upload', label: 'Image when shared', relationTo: 'media' },
                { name: 'noIndex', type: 'checkbox', defaultValue: false, label: 'Hide from search engines' },
              ],
            },
          ],
        },
      ],
    },
  ],
}

function previewUrl(slug: string): string {
  const site = loadEnv().SITE_URL
  const params = new URLSearchParams({ path: pagePath(slug) })
  return `${site}/next/preview?${params.toString()}`
}
