import { describe, expect, it } from 'vitest'
import { pageMetadata } from '@/app/(frontend)/pageMetadata'
import { CustomerCareFormView } from '@/blocks/CustomerCareForm/Component'
import { Hero2025Component } from '@/blocks/Hero2025/Component'
import { HvacBasicsNavComponent } from '@/blocks/HvacBasicsNav/Component'
import { renderHtml } from '../support/renderHtml'
import { HVAC_BASICS_LINKS } from '@/domain/pages/hvacBasics'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import type { Page } from '@/payload-types'
import { seed } from '@/seed'
import { seedFormPages } from '@/seed/forms'
import { adapterName, testPayload } from './support/payload'

const ctx = { disableRevalidate: true }
const run = Date.now()

type Block<T extends string> = Extract<NonNullable<Page['layout']>[number], { blockType: T }>

async function pageWith(layout: Page['layout'], suffix: string) {
  const payload = await testPayload()
  const created = await payload.create({ collection: 'pages', context: ctx, data: { title: `Fidelity ${suffix} (test)`, slug: `fidelity-${suffix}-${run}`, _status: 'published', layout } })
  return payload.findByID({ collection: 'pages', id: created.id, depth: 2 })
}

describe(`editable texts and links of the blocks (${adapterName()})`, () => {
  it('a hero’s call-to-action card an editor turns on starts with / as its link (the spec’s default)', async () => {
    const page = await pageWith([{ blockType: 'hero2025', title: 'Hero', sidebar: { show: true, firstCard: 'call-to-action', ctaCard: { show: true, text: 'Card', link: { label: 'Start here' } } } }], 'cta')
    const hero = page.layout?.[0] as Block<'hero2025'>
    expect(hero.sidebar?.ctaCard?.link).toMatchObject({ type: 'custom', url: '/', label: 'Start here' })
    expect(await renderHtml(Hero2025Component(hero))).toMatch(/<a [^>]*href="\/"[^>]*><span>Start here<\/span>/)
  })

  it('a new HVAC basics navigation starts with the 13 topics an editor can change, reorder or add to', async () => {
    const page = await pageWith([{ blockType: 'hvacBasicsNav', title: 'Basics' }], 'basics')
    const nav = page.layout?.[0] as Block<'hvacBasicsNav'>
    expect(nav.topics?.map((row) => [row.link.label, row.link.url])).toEqual(HVAC_BASICS_LINKS.map((link) => [link.label, link.path]))

    const edited = await pageWith(
      [
        {
          blockType: 'hvacBasicsNav',
          title: 'Basics',
          topics: [
            { link: { type: 'custom', url: 'https://www.energystar.gov/', label: 'Energy Star' } },
            { link: { type: 'reference', reference: page.id, label: 'Our own basics page' } },
          ],
        },
      ],
      'basics-edited',
    )
    const html = await renderHtml(await HvacBasicsNavComponent(edited.layout?.[0] as Block<'hvacBasicsNav'>))
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toContain('<a href="https://www.energystar.gov/" class="hvac-basics__link">Energy Star</a>')
    expect(html).toContain(`<a href="/fidelity-basics-${run}/" class="hvac-basics__link">Our own basics page</a>`)
  })

  it('the customer care form shows the hours an editor set and offers the serial-number PDF an editor picked', async () => {
    const payload = await testPayload()
    await seed(payload)
    const serial = await payload.find({ collection: 'documents', where: { kind: { equals: 'serialNumberInstructions' } }, limit: 1, depth: 0 })
    const page = await pageWith([{ blockType: 'customerCareForm', hours: 'Weekdays 9 to 5 (test)', serialNumberDocument: serial.docs[0]!.id }], 'care')
    const block = page.layout?.[0] as Block<'customerCareForm'>
    expect(block.serialNumberDocument).toMatchObject({ url: expect.stringMatching(/^\/api\/documents\/file\/.+\.pdf$/) })
    const html = await renderHtml(CustomerCareFormView({ ...block, siteSettings: DEFAULT_SITE_SETTINGS }))
    expect(html.split('Weekdays 9 to 5 (test)')).toHaveLength(3)

    // The seeded /contact-us/ links the seeded serial-number instructions. Seeded again here: another
    // file on this database may have seeded the form pages alone, before any document existed.
    await payload.delete({ collection: 'pages', where: { slug: { equals: 'contact-us' } }, context: { disableRevalidate: true } })
    await seedFormPages(payload, { created: [], kept: [] })
    const contact = await payload.find({ collection: 'pages', where: { slug: { equals: 'contact-us' } }, depth: 1 })
    const care = contact.docs[0]?.layout?.find((b) => b.blockType === 'customerCareForm') as Block<'customerCareForm'> | undefined
    expect(care?.serialNumberDocument).toMatchObject({ id: serial.docs[0]!.id, kind: 'serialNumberInstructions' })
  })
})

describe(`the hero rule (${adapterName()})`, () => {
  it('refuses a second hero or a hero below another block with a message naming the rule, and keeps the stored page', async () => {
    const payload = await testPayload()
    const page = await pageWith([{ blockType: 'hero2025', title: 'The one hero' }, { blockType: 'spacer' }], 'hero-rule')
    for (const layout of [
      [{ blockType: 'hero2025', title: 'The one hero' }, { blockType: 'hero', title: 'A second hero' }],
      [{ blockType: 'spacer' }, { blockType: 'hero2025', title: 'Hero moved down' }],
    ] as Page['layout'][]) {
      await expect(payload.update({ collection: 'pages', id: page.id, context: ctx, data: { layout } })).rejects.toMatchObject({
        data: { errors: [expect.objectContaining({ path: 'layout', message: expect.stringContaining('one hero block, and it must be the first block') })] },
      })
    }
    const stored = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(stored.layout?.map((block) => block.blockType)).toEqual(['hero2025', 'spacer'])
  })
})

describe(`pages in English and French (${adapterName()})`, () => {
  it('the seeded French home page and the home page name each other, English the default', async () => {
    const payload = await testPayload()
    await seed(payload)
    const find = async (slug: string) => (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 2 })).docs[0] ?? null
    const both = { canonical: '/', languages: { en: '/', fr: '/fr/', 'x-default': '/' } }
    expect((await pageMetadata(await find('home'))).alternates).toEqual(both)
    expect((await pageMetadata(await find('fr'))).alternates).toEqual({ ...both, canonical: '/fr/' })
    expect((await pageMetadata(await find('contact-us'))).alternates).toEqual({ canonical: '/contact-us/' })
  })

  it('a French page whose English version is not published names no other version', async () => {
    const payload = await testPayload()
    const english = await payload.create({ collection: 'pages', context: ctx, data: { title: 'Draft (test)', slug: `draft-en-${run}`, _status: 'draft' } })
    await payload.create({ collection: 'pages', context: ctx, data: { title: 'Brouillon (test)', slug: `fr/brouillon-${run}`, _status: 'published', englishVersion: english.id } })
    const french = (await payload.find({ collection: 'pages', where: { slug: { equals: `fr/brouillon-${run}` } }, depth: 2, overrideAccess: false })).docs[0] ?? null
    expect((await pageMetadata(french)).alternates).toEqual({ canonical: `/fr/brouillon-${run}/` })
  })
})
