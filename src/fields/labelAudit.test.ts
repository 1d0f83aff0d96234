import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { pageBlocks } from '@/blocks'
import { Dealers } from '@/collections/Dealers'
import { Experiments } from '@/collections/Experiments'
import { Products } from '@/collections/Products'
import { Redirects } from '@/collections/Redirects'
import { VideoCategories } from '@/collections/VideoCategories'
import { Videos } from '@/collections/Videos'
import { Leads } from '@/collections/Leads'
import { Media } from '@/collections/Media'
import { Documents } from '@/collections/Documents'
import { Pages } from '@/collections/Pages'
import { PhoneLeaseEvents, PhoneLeases } from '@/collections/PhoneLeases'
import { PhoneNumberPools } from '@/collections/PhoneNumberPools'
import { RebateAuthorities } from '@/collections/RebateAuthorities'
import { RebateOffers } from '@/collections/RebateOffers'
import { RebatePrograms } from '@/collections/RebatePrograms'
import { ReusableBlocks } from '@/collections/ReusableBlocks'
import { Reviews } from '@/collections/Reviews'
import { Users } from '@/collections/Users'
import { FooterGlobal } from '@/globals/Footer'
import { HeaderGlobal } from '@/globals/Header'
import { LeadSettingsGlobal } from '@/globals/LeadSettings'
import { SiteSettingsGlobal } from '@/globals/SiteSettings'
import { developerWordIn, developerWordsInBlock, developerWordsInEntity, developerWordsInFields, fieldsWithoutLabels } from './labelAudit'

// The raw configs as we export them (not Payload's sanitized config, which invents a label from
// every name).
const collections: CollectionConfig[] = [
  Pages,
  ReusableBlocks,
  Dealers,
  Leads,
  Media,
  Documents,
  PhoneLeaseEvents,
  PhoneLeases,
  PhoneNumberPools,
  RebateAuthorities,
  RebateOffers,
  RebatePrograms,
  Reviews,
  Users,
  Experiments,
  Products,
  Redirects,
  Videos,
  VideoCategories,
]
const globals: GlobalConfig[] = [FooterGlobal, HeaderGlobal, LeadSettingsGlobal, SiteSettingsGlobal]

describe('fieldsWithoutLabels', () => {
  it('finds unlabelled named fields at any depth and accepts human labels', () => {
    const fields: Field[] = [
      { name: 'title', type: 'text', label: 'Page title' },
      { name: 'bare', type: 'text' },
      {
        type: 'tabs',
        tabs: [
          { label: 'Content', fields: [{ type: 'row', fields: [{ name: 'inRow', type: 'text' }] }] },
          { name: 'seo', fields: [{ name: 'metaTitle', type: 'text', label: 'Title in search results' }] },
        ],
      },
      { type: 'collapsible', label: 'More', fields: [{ name: 'inCollapsible', type: 'checkbox', label: false }] },
      { name: 'contact', type: 'group', label: 'Contact details', fields: [{ name: 'email', type: 'email', label: 'Email' }] },
      { name: 'rows', type: 'array', label: 'Opening hours', fields: [{ name: 'day', type: 'text', label: { en: 'Day' } }] },
      { name: 'layout', type: 'blocks', label: 'Blocks', blocks: [{ slug: 'quote', fields: [{ name: 'cite', type: 'text' }] }] },
    ]
    expect(fieldsWithoutLabels(fields)).toEqual([
      'bare',
      'inRow',
      'seo',
      'inCollapsible',
      // Exactly what Payload would generate from the name, so no evidence a person wrote it.
      'contact.email',
      'rows.day',
      'layout[quote].cite',
    ])
  })
})

describe('the admin an editor reads', () => {
  it.each(collections.map((c) => [c.slug, c] as const))('every field of the %s collection has a human label', (_slug, collection) => {
    expect(fieldsWithoutLabels(collection.fields)).toEqual([])
  })

  it.each(pageBlocks.map((b) => [b.slug, b] as const))('every field of the %s block has a human label', (_slug, block) => {
    expect(fieldsWithoutLabels(block.fields)).toEqual([])
  })

  it.each(globals.map((g) => [g.slug, g] as const))('every field of the %s global has a human label', (_slug, global) => {
    expect(fieldsWithoutLabels(global.fields)).toEqual([])
  })

  it('names every collection and global and files it under a sidebar group', () => {
    const unnamed = [
      ...collections.filter((c) => !c.labels?.singular || !c.labels.plural || !c.admin?.group).map((c) => c.slug),
      ...globals.filter((g) => !g.label || !g.admin?.group).map((g) => g.slug),
    ]
    expect(unnamed).toEqual([])
  })
})

describe('developer words', () => {
  it('catches the words and shapes an editor should never have to decode', () => {
    for (const text of [
      'The original site’s display_on_ncp switch.',
      'In the block’s language (readings 5).',
      'CSV in the layout of npm run dealers:export. Rows are upserted by company ID.',
      'The form’s Idempotency-Key: a submit sent twice is stored once.',
      "The spec's button is \"Build your own system\".",
      'Or JSON: [{"item": "Variable-speed blower", "pro": true}]',
      'Stable id (webhook X-Lead-Event-Id, email Message-ID).',
      'From the _mta_aid cookie.',
      'Program page (homeURL)',
      'Only for dollars_per_unit.',
      'Shown when `true`.',
    ]) {
      expect(developerWordIn(text), text).not.toBeNull()
    }
  })

  it('lets editor language through', () => {
    for (const text of ['Shown in the browser tab and in search results.', 'For example "As quiet as 56 dB".', 'A blank line starts a new paragraph', 'Export the filtered leads as CSV', 'Contact-a-dealer form', 'iPhone and iPad']) {
      expect(developerWordIn(text), text).toBeNull()
    }
  })

  it('looks in labels, descriptions, option labels, tabs and blocks at any depth', () => {
    const fields: Field[] = [
      { name: 'a', type: 'text', label: 'Fine', admin: { description: 'See the spec.' } },
      { type: 'row', fields: [{ name: 'b', type: 'select', label: 'Kind', options: [{ label: 'CRM webhook', value: 'crm' }, 'dollars_per_unit'] }] },
      { type: 'tabs', tabs: [{ label: 'JSON tab', fields: [] }] },
      { name: 'c', type: 'blocks', label: 'Blocks', blocks: [{ slug: 'q', fields: [{ name: 'd', type: 'text', label: 'Cookie _ga' }] }] },
    ]
    expect(developerWordsInFields(fields).map((found) => found.where)).toEqual(['a', 'b', 'b', '(top) tab JSON tab', 'c[q].d'])
  })
})

describe('the admin an editor reads has no developer words', () => {
  it.each(collections.map((c) => [c.slug, c] as const))('in the %s collection', (_slug, collection) => {
    expect(developerWordsInEntity(collection)).toEqual([])
  })

  it.each(pageBlocks.map((b) => [b.slug, b] as const))('in the %s block', (_slug, block) => {
    expect(developerWordsInBlock(block)).toEqual([])
  })

  it.each(globals.map((g) => [g.slug, g] as const))('in the %s global', (_slug, global) => {
    expect(developerWordsInEntity({ slug: global.slug, fields: global.fields, admin: { description: global.admin?.description } })).toEqual([])
  })
})
