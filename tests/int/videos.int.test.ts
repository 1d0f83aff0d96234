import { describe, expect, it } from 'vitest'
import { VIDEO_CATEGORIES_SLUG, VIDEOS_SLUG } from '@/collections/slugs'
import { VIDEO_LINK_MESSAGE } from '@/collections/Videos/videoLink'
import { categoryWithDescendants, toVideoCard } from '@/domain/videos/videos'
import { SAMPLE_VIDEOS, VIDEO_LIST_SLUG, seedVideos } from '@/seed/videos'
import { adapterName, testPayload } from './support/payload'

describe(`videos (${adapterName()})`, () => {
  it('seeds categories, videos, a page per video and the listing page, once', async () => {
    const payload = await testPayload()
    const first = { created: [] as string[], kept: [] as string[] }
    await seedVideos(payload, first)
    // Another test file of the run may have seeded the whole site already: created or kept, once.
    expect([...first.created, ...first.kept]).toEqual(expect.arrayContaining(['video category New', 'video changing-a-furnace-filter', `${VIDEO_LIST_SLUG} page`]))
    const second = { created: [] as string[], kept: [] as string[] }
    await seedVideos(payload, second)
    expect(second.created).toEqual([])

    // Every card links to a published page that exists (DL 9 link, the query aside).
    const videos = await payload.find({ collection: VIDEOS_SLUG, depth: 1, limit: 50, overrideAccess: false })
    expect(videos.docs.map((v) => v.slug).sort()).toEqual(SAMPLE_VIDEOS.map((v) => v.slug).sort())
    for (const doc of videos.docs) {
      const card = toVideoCard(doc)
      expect(card).not.toBeNull()
      const slug = card!.href.split('?')[0]!.replace(/^\/|\/$/g, '')
      const page = await payload.find({ collection: 'pages', where: { slug: { equals: slug }, _status: { equals: 'published' } }, limit: 1, depth: 0, overrideAccess: false })
      expect(page.docs, slug).toHaveLength(1)
    }
    const thermostat = videos.docs.find((v) => v.slug === 'reading-your-thermostat')
    expect(toVideoCard(thermostat)).toMatchObject({ href: '/resources/homeowning-01/reading-your-thermostat/?category=Heating+and%20Cooling', isNew: true })
  })

  it('filters videos by a category and the categories under it, as the slider asks the API', async () => {
    const payload = await testPayload()
    await seedVideos(payload, { created: [], kept: [] })
    const categories = await payload.find({ collection: VIDEO_CATEGORIES_SLUG, limit: 50, depth: 0, overrideAccess: false })
    const byTitle = new Map(categories.docs.map((c) => [c.title, c]))
    const inputs = categories.docs.map((c) => ({ id: c.id, title: c.title, parent: typeof c.parent === 'object' && c.parent ? c.parent.id : (c.parent ?? null) }))
    const filters = byTitle.get('Filters')!
    expect(inputs.find((c) => c.id === filters.id)?.parent).toBe(byTitle.get('Maintenance')!.id)

    const find = async (title: string) => {
      const ids = categoryWithDescendants(inputs, byTitle.get(title)!.id)
      const result = await payload.find({ collection: VIDEOS_SLUG, where: { categories: { in: ids } }, depth: 0, limit: 50, sort: 'sortOrder', overrideAccess: false })
      return result.docs.map((v) => v.slug)
    }
    expect(await find('Filters')).toEqual(['changing-a-furnace-filter'])
    expect(await find('Maintenance')).toEqual(['changing-a-furnace-filter', 'clearing-around-the-outdoor-unit'])
    expect(await find('New')).toEqual(['clearing-around-the-outdoor-unit', 'reading-your-thermostat'])
  })

  it('refuses a video link that is not YouTube, with a message the editor can act on', async () => {
    const payload = await testPayload()
    const error = await payload
      .create({ collection: VIDEOS_SLUG, data: { title: 'Elsewhere', slug: 'elsewhere', embedLink: 'https://vimeo.com/123' }, context: { disableRevalidate: true } })
      .then(() => null, (e: unknown) => e as { data?: { errors?: { path: string; message: string }[] } })
    expect(error?.data?.errors).toEqual([expect.objectContaining({ path: 'embedLink', message: VIDEO_LINK_MESSAGE })])
  })
})
