import { beforeAll, describe, expect, it, vi } from 'vitest'
import { UNTOUCHED_DRAFT_MAX_AGE_MS } from '@/domain/pages/untouchedDraft'
import { searchSite } from '@/domain/search/siteSearch'
import { findRedirect } from '@/domain/site/redirects'
import { SEED_REDIRECTS, seedRedirects } from '@/seed/redirects'
import type { SeedReport } from '@/seed'
import { loadSearchIndex } from '@/server/site/searchIndex'
import { publishedPageTitles } from '@/server/site/pageTitles'
import { loadRedirects } from '@/server/site/redirects'
import { discardAbandonedDrafts } from '@/server/pages/untouchedDrafts'
import { DELIVERY_QUEUE } from '@/server/leads/delivery'
import { adapterName, seededPayload, seedFirst, testPayload } from './support/payload'

const ctx = { disableRevalidate: true }
/** The field messages a refused save reports (Payload's ValidationError), or null when it saved. */
async function refusal(save: Promise<unknown>): Promise<string[] | null> {
  try {
    await save
    return null
  } catch (error) {
    const errors = (error as { data?: { errors?: { message?: string }[] } }).data?.errors ?? []
    return errors.map((e) => String(e.message))
  }
}
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

describe(`page paths (${adapterName()})`, () => {
  it('stores the URL path in one form whatever the editor typed, and fills it in from the title when empty', async () => {
    const payload = await testPayload()
    const id = unique()
    const typed = await payload.create({ collection: 'pages', context: ctx, data: { title: 'Typed', slug: `/Summer Sale ${id}/`, _status: 'published' } })
    expect(typed.slug).toBe(`summer-sale-${id}`)
    const fromTitle = await payload.create({ collection: 'pages', context: ctx, draft: true, data: { title: `Spring tune-up: 20% off ${id}`, _status: 'draft' } })
    expect(fromTitle.slug).toBe(`spring-tune-up-20-off-${id}`)
    expect(await refusal(payload.create({ collection: 'pages', context: ctx, data: { title: 'Bad', slug: `caf&-${id}`, _status: 'published' } }))).toEqual([
      'Use letters, digits and hyphens, with "/" between parts of the path (for example resources/faq).',
    ])
  })
})

describe(`empty drafts left behind (${adapterName()})`, () => {
  const HOUR = 60 * 60 * 1000
  const later = (ms: number) => new Date(Date.now() + ms)
  const exists = async (id: number) => (await (await testPayload()).findByID({ collection: 'pages', id, draft: true, depth: 0, disableErrors: true })) !== null
  /** What "Create New" saves before the editor types anything. */
  const createNew = async () => (await (await testPayload()).create({ collection: 'pages', context: ctx, draft: true, data: { _status: 'draft' } })).id

  it('deletes an untouched "Create New" draft once nobody has saved it for a day, and nothing an editor put anything into', async () => {
    const payload = await testPayload()
    const abandoned = await createNew()
    // A sidebar tick with no title yet is an editor's work too.
    const ticked = await payload.create({ collection: 'pages', context: ctx, draft: true, data: { _status: 'draft', isArticle: true } })
    // A title typed, saved and cleared again: the latest draft is empty, an older version is not.
    const cleared = await payload.create({ collection: 'pages', context: ctx, draft: true, data: { title: `Half written ${unique()}`, _status: 'draft' } })
    await payload.update({ collection: 'pages', id: cleared.id, context: ctx, draft: true, data: { title: '', slug: '' } })
    // A live page whose draft was emptied stays too.
    const id = unique()
    const live = await payload.create({ collection: 'pages', context: ctx, data: { title: `Live ${id}`, slug: `live-${id}`, _status: 'published' } })
    await payload.update({ collection: 'pages', id: live.id, context: ctx, draft: true, data: { title: '', slug: '' } })

    // Within the day, an untouched draft may still be a tab an editor has open.
    await discardAbandonedDrafts(payload, later(UNTOUCHED_DRAFT_MAX_AGE_MS - HOUR))
    expect(await exists(abandoned)).toBe(true)

    expect(await discardAbandonedDrafts(payload, later(UNTOUCHED_DRAFT_MAX_AGE_MS + HOUR))).toBeGreaterThanOrEqual(1)
    expect(await exists(abandoned)).toBe(false)
    expect(await exists(ticked.id)).toBe(true)
    expect(await exists(cleared.id)).toBe(true)
    expect(await exists(live.id)).toBe(true)
    expect((await payload.findByID({ collection: 'pages', id: live.id, depth: 0 })).title).toBe(live.title)
  })

  it('runs daily as a scheduled job on the queue every process works through', async () => {
    const payload = await testPayload()
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'discardAbandonedDrafts')
    expect(task?.schedule).toEqual([expect.objectContaining({ queue: DELIVERY_QUEUE, cron: expect.any(String) })])
    const abandoned = await createNew()
    const job = await payload.jobs.queue({ task: 'discardAbandonedDrafts', input: {}, queue: DELIVERY_QUEUE })
    // The job as the worker runs it a day and an hour later.
    vi.useFakeTimers({ toFake: ['Date'], now: later(UNTOUCHED_DRAFT_MAX_AGE_MS + HOUR) })
    try {
      await payload.jobs.runByID({ id: job.id })
    } finally {
      vi.useRealTimers()
    }
    expect(await exists(abandoned)).toBe(false)
  })
})

describe(`redirects (${adapterName()})`, () => {
  beforeAll(...seedFirst)

  it('refuses a redirect to a path no published page answers, with a clear message', async () => {
    const payload = await testPayload()
    const id = unique()
    expect(await refusal(payload.create({ collection: 'redirects', context: ctx, data: { from: `/old-${id}/`, to: `/missing-${id}/` } }))).toEqual([
      `No published page answers /missing-${id}/. Publish that page first, or choose another target.`,
    ])
    // A draft is not enough: visitors would still land on a 404.
    await payload.create({ collection: 'pages', context: ctx, data: { title: 'Draft target', slug: `missing-${id}`, _status: 'draft' } })
    expect(await refusal(payload.create({ collection: 'redirects', context: ctx, data: { from: `/old-${id}/`, to: `/missing-${id}/` } }))).toEqual([
      `No published page answers /missing-${id}/. Publish that page first, or choose another target.`,
    ])
    // An update is checked too.
    await payload.create({ collection: 'pages', context: ctx, data: { title: 'Real target', slug: `real-${id}`, _status: 'published' } })
    const saved = await payload.create({ collection: 'redirects', context: ctx, data: { from: `/old-${id}/`, to: `/real-${id}/` } })
    expect(await refusal(payload.update({ collection: 'redirects', id: saved.id, context: ctx, data: { to: `/old-${id}` } }))).toEqual([
      'The new path must differ from the old one.',
    ])
  })

  it('stores both paths in the site form and the page route finds it whatever the slash or case', async () => {
    const payload = await testPayload()
    const id = unique()
    await payload.create({ collection: 'pages', context: ctx, data: { title: 'New home of the page', slug: `target-${id}`, _status: 'published' } })
    const doc = await payload.create({ collection: 'redirects', context: ctx, data: { from: `/Moved-${id}`, to: `/target-${id}` } })
    expect(doc).toMatchObject({ from: `/moved-${id}/`, to: `/target-${id}/`, permanent: true })
    expect(findRedirect(await loadRedirects(payload), `/moved-${id}`)).toEqual({ from: `/moved-${id}/`, to: `/target-${id}/`, permanent: true })
    // The old path is unique: a second redirect from it is refused.
    await expect(payload.create({ collection: 'redirects', context: ctx, data: { from: `/moved-${id}/`, to: `/target-${id}/` } })).rejects.toThrow()
  })

  it('the seed creates the thermostat redirect once its target page exists, and keeps it on a re-run', async () => {
    // The seeded site: its smart-thermostats page is the redirect's target. (A bare page made here when
    // this file ran before the seed was kept by the seed, which leaves existing pages alone: that page
    // had no search title or description.)
    const payload = await seededPayload()
    const [redirect] = SEED_REDIRECTS
    const target = await payload.find({ collection: 'pages', where: { slug: { equals: 'products/thermostat-controls/smart-thermostats' } }, limit: 1, depth: 0 })
    expect(target.docs).toHaveLength(1)
    // A redirect whose target page does not exist is reported and left out, never created broken.
    const id = unique()
    const early: SeedReport = { created: [], kept: [] }
    await seedRedirects(payload, early, [{ from: `/old-${id}/`, to: `/not-yet-${id}/`, permanent: true }])
    expect(early.kept).toEqual([`redirect /old-${id}/ not created: no page at /not-yet-${id}/ yet`])
    expect((await payload.count({ collection: 'redirects', where: { from: { equals: `/old-${id}/` } } })).totalDocs).toBe(0)
    const first: SeedReport = { created: [], kept: [] }
    await seedRedirects(payload, first)
    const again: SeedReport = { created: [], kept: [] }
    await seedRedirects(payload, again)
    expect(again.kept).toContain(`redirect ${redirect.from}`)
    const stored = await payload.find({ collection: 'redirects', where: { from: { equals: redirect.from } }, depth: 0 })
    expect(stored.docs.map((d) => [d.to, d.permanent])).toEqual([[redirect.to, true]])
  })
})

describe(`site search and breadcrumbs (${adapterName()})`, () => {
  it('finds a published page by a word of its blocks, and not a draft', async () => {
    const payload = await testPayload()
    const word = `zephyrine${Date.now()}`
    await payload.create({
      collection: 'pages',
      context: ctx,
      data: { title: 'Published (test)', slug: `published-${word}`, _status: 'published', layout: [{ blockType: 'faq', title: 'Questions', items: [{ question: `What is ${word}?`, answer: 'A test word.' }] }] },
    })
    await payload.create({ collection: 'pages', context: ctx, data: { title: `Draft ${word}`, slug: `draft-${word}`, _status: 'draft' } })
    const { total, hits } = searchSite(await loadSearchIndex(payload), word)
    expect(total).toBe(1)
    expect(hits[0]).toMatchObject({ path: `/published-${word}/`, title: 'Published (test)', kind: 'page' })
  })

  it('names only the published ancestors of a nested page', async () => {
    const payload = await testPayload()
    const id = unique()
    await payload.create({ collection: 'pages', context: ctx, data: { title: 'Parent (test)', slug: `parent-${id}`, _status: 'published' } })
    await payload.create({ collection: 'pages', context: ctx, data: { title: 'Draft middle', slug: `parent-${id}/middle`, _status: 'draft' } })
    const titles = await publishedPageTitles([`parent-${id}`, `parent-${id}/middle`])
    expect([...titles]).toEqual([[`parent-${id}`, 'Parent (test)']])
  })

  it('the header keeps menu groups with their links', async () => {
    const payload = await testPayload()
    const header = await payload.updateGlobal({
      slug: 'header',
      context: ctx,
      data: { navItems: [{ label: 'Support', children: [{ label: 'Schedule service', url: '/schedule-service/' }] }, { label: 'Rebates', url: '/rebates/' }] },
    })
    expect(header.navItems?.map((g) => [g.label, g.url ?? null, g.children?.map((c) => c.url)])).toEqual([
      ['Support', null, ['/schedule-service/']],
      ['Rebates', '/rebates/', []],
    ])
  })
})
