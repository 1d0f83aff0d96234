import { Forbidden } from 'payload'
import { describe, expect, it } from 'vitest'
import { adapterName, testPayload } from './support/payload'

describe(`access control (${adapterName()})`, () => {
  it('refuses anonymous reads of admin-only collections', async () => {
    const payload = await testPayload()
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
  })

  it('shows anonymous visitors published pages only', async () => {
    const payload = await testPayload()
    const stamp = Date.now()
    await payload.create({
      collection: 'pages',
      data: { title: 'Published', slug: `published-${stamp}`, _status: 'published', layout: [] },
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'pages',
      data: { title: 'Draft', slug: `draft-${stamp}`, _status: 'draft', layout: [] },
      draft: true,
      context: { disableRevalidate: true },
    })
    const seen = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      where: { slug: { in: [`published-${stamp}`, `draft-${stamp}`] } },
    })
    expect(seen.docs.map((d) => d.slug)).toEqual([`published-${stamp}`])
  })

  it('lets anyone read the site settings but only admins change them', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.brandCode).toBe('AS')
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { brandName: 'Hijacked' }, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })
})
