import { describe, expect, it } from 'vitest'
import { ValidationError, type Payload } from 'payload'
import { linksToPage } from '@/server/pages/linksHere'
import { testPayload } from './support/payload'

const publish = (payload: Payload, title: string, slug: string) =>
  payload.create({ collection: 'pages', data: { title, slug, _status: 'published' } })

/** The field errors a refused save reports, as the admin shows them beside each field. */
async function fieldErrors(save: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error = await save.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
}

const redirectsFrom = async (payload: Payload, from: string) =>
  (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })).docs.map((r) => ({ from: r.from, to: r.to, permanent: r.permanent }))

describe('moving a published page', () => {
  it('redirects the old path to the new one, and retargets redirects that led to the old path', async () => {
    const payload = await testPayload()
    const page = await publish(payload, 'Heat pump guide', 'paths-heat-pump-guide')
    await payload.create({ collection: 'redirects', data: { from: '/paths-older-guide/', to: '/paths-heat-pump-guide/' } })

    await payload.update({ collection: 'pages', id: page.id, data: { slug: 'guides/paths-heat-pumps', _status: 'published' } })

    expect(await redirectsFrom(payload, '/paths-heat-pump-guide/')).toEqual([{ from: '/paths-heat-pump-guide/', to: '/guides/paths-heat-pumps/', permanent: true }])
    expect((await redirectsFrom(payload, '/paths-older-guide/'))[0]?.to).toBe('/guides/paths-heat-pumps/')
  })

  it('creates no redirect when the editor unticks it, nor for a draft that has not been published', async () => {
    const payload = await testPayload()
    const page = await publish(payload, 'Filters', 'paths-filters')
    await payload.update({ collection: 'pages', id: page.id, draft: true, data: { slug: 'paths-filters-draft' } })
    expect(await redirectsFrom(payload, '/paths-filters/')).toEqual([])

    await payload.update({ collection: 'pages', id: page.id, data: { slug: 'paths-air-filters', _status: 'published', redirectOldPath: false } })
    expect(await redirectsFrom(payload, '/paths-filters/')).toEqual([])
  })
})

describe('a page’s URL path', () => {
  it('taken by another page is refused on the path field, in words that name the page', async () => {
    const payload = await testPayload()
    await publish(payload, 'Rebates explained', 'paths-rebates')
    expect(await fieldErrors(payload.create({ collection: 'pages', data: { title: 'Rebates again', slug: '/Paths Rebates/' } }))).toEqual([
      { path: 'slug', message: '“Rebates explained” already uses /paths-rebates/. Choose a different URL path.' },
    ])
  })

  it('"???" is refused, not taken for the home page', async () => {
    const payload = await testPayload()
    expect(await fieldErrors(payload.create({ collection: 'pages', data: { title: 'Questions', slug: '???' } }))).toEqual([
      { path: 'slug', message: '“???” is not a URL path. Use letters, digits and hyphens, for example summer-sale (for the home page, enter home).' },
    ])
  })

  it('of a duplicated page is "<path>-copy", then numbered, and the copies save', async () => {
    const payload = await testPayload()
    const page = await publish(payload, 'Warranty', 'paths-warranty')
    const first = await payload.duplicate({ collection: 'pages', id: page.id })
    const second = await payload.duplicate({ collection: 'pages', id: page.id })
    expect([first.slug, second.slug]).toEqual(['paths-warranty-copy', 'paths-warranty-copy-2'])
  })
})

describe('what links to a page', () => {
  it('lists the redirects and the other pages’ blocks that lead to it', async () => {
    const payload = await testPayload()
    const target = await publish(payload, 'Tax credits', 'paths-tax-credits')
    await payload.create({ collection: 'redirects', data: { from: '/paths-credits/', to: '/paths-tax-credits/' } })
    const linking = {
      title: 'Savings overview',
      slug: 'paths-savings',
      _status: 'published' as const,
      layout: [{ blockType: 'buttons', buttons: [{ link: { type: 'reference' as const, reference: target.id, label: 'Tax credits' } }] }],
    }
    await payload.create({ collection: 'pages', data: linking as never })
    const links = await linksToPage(payload, { id: target.id, slug: 'paths-tax-credits' })
    expect(links.redirects).toEqual(['/paths-credits/'])
    expect(links.pages).toEqual(['Savings overview'])
  })
})
