import { describe, expect, it } from 'vitest'
import { pageBlockSlugs } from '@/blocks'
import { seed } from '@/seed'
import { adapterName, testPayload } from './support/payload'

describe(`seed (${adapterName()})`, () => {
  it('creates the admin, the settings and a home page with hero, FAQ and promo card, once', async () => {
    const payload = await testPayload()
    const first = await seed(payload, { adminEmail: 'seed-admin@example.com', adminPassword: 'seed-password-1' })
    // Other test files of the run may have seeded this database already: the admin is new either way.
    expect(first.created).toContain('admin user seed-admin@example.com')
    expect([...first.created, ...first.kept]).toContain('home page')

    const home = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, depth: 0 })
    expect(home.docs).toHaveLength(1)
    expect(home.docs[0]?._status).toBe('published')
    expect(home.docs[0]?.layout?.map((b) => b.blockType)).toEqual(['hero2025', 'productSelector', 'bigNumberList', 'iconList', 'promoCard', 'quoteSlider', 'promoCard', 'faq', 'homeContactForm'])

    const gallery = await payload.find({ collection: 'pages', where: { slug: { equals: 'block-gallery' } }, depth: 0 })
    expect(gallery.docs[0]?.meta?.noIndex).toBe(true)
    expect(new Set(gallery.docs[0]?.layout?.map((b) => b.blockType))).toEqual(new Set(pageBlockSlugs))

    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.supportHours).toBe('Monday to Friday 7am to 5pm CST')
    // The seeded site is demo data, marked once by the site-wide notice (reading 54).
    expect(settings.demoNotice).toBe(true)
    expect(settings.callNowPages?.map((r) => r.path)).toEqual(['/find-your-dealer/', '/schedule-service/', '/find-a-dealer/'])

    const login = await payload.login({ collection: 'users', data: { email: 'seed-admin@example.com', password: 'seed-password-1' } })
    expect(login.token).toBeTruthy()

    const second = await seed(payload, { adminEmail: 'seed-admin@example.com', adminPassword: 'other' })
    expect(second.created).toEqual([])
    const pages = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, depth: 0 })
    expect(pages.totalDocs).toBe(1)
  })

  it('keeps an editor change when run again', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: { supportPhone: '1-800-555-0199' }, context: { disableRevalidate: true } })
    await seed(payload)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.supportPhone).toBe('1-800-555-0199')
  })

  it('publishes the sample privacy policy as one rich-text block, and never overwrites an edited one', async () => {
    const payload = await testPayload()
    await seed(payload)
    const find = () => payload.find({ collection: 'pages', where: { slug: { equals: 'privacy-policy' } }, depth: 0, draft: true })
    const [page] = (await find()).docs
    expect(page?._status).toBe('published')
    expect(page?.layout?.map((b) => b.blockType)).toEqual(['content'])
    const words = JSON.stringify(page?.layout)
    expect(words).toContain('This page explains what happens to the information you send us')
    expect(words).toContain('The dealer you choose receives your request')

    await payload.update({ collection: 'pages', id: page!.id, data: { title: 'Privacy (edited)' }, context: { disableRevalidate: true } })
    const again = await seed(payload)
    expect(again.kept).toContain('privacy policy page')
    const after = (await find()).docs
    expect(after.map((d) => d.title)).toEqual(['Privacy (edited)'])
  })
})
