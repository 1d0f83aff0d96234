import { beforeAll, describe, expect, it } from 'vitest'
import { HvacBasicsNavComponent } from '@/blocks/HvacBasicsNav/Component'
import { ProductHubComponent } from '@/blocks/ProductHub/Component'
import { ProductSelectorComponent } from '@/blocks/ProductSelector/Component'
import { productSelectorFixture } from '@/blocks/ProductSelector/fixtures'
import { renderHtml } from '../support/renderHtml'
import { HVAC_BASICS_LINKS } from '@/domain/pages/hvacBasics'
import { pagePath } from '@/domain/pages/pagePath'
import { SPEC_PAGE_PATHS } from '@/domain/pages/siteRoutes'
import type { Page } from '@/payload-types'
import { seed } from '@/seed'
import { SITE_PAGES } from '@/seed/sitePages'
import { adapterName, seededPayload, seedFirst } from './support/payload'

/**
 * App routes a layout may link besides published pages: the dealer profiles (their own route) and
 * the search page and the smart-thermostats redirect that the navigation work adds (readings #6).
 */
const APP_ROUTES: readonly RegExp[] = [/^\/dealers\/[a-z0-9-]+\/$/, /^\/search\/$/, /^\/products\/thermostats-and-controls\/smart-thermostats\/$/]

type Found = { url?: string; pageId?: number }

/** Every link target stored in a layout: link fields (custom URL or page reference) and rich-text links. */
function linksIn(value: unknown, found: Found[] = []): Found[] {
  if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found)
  } else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    if (typeof node.url === 'string') found.push({ url: node.url })
    if (node.type === 'reference' && node.reference != null) {
      const ref = node.reference
      found.push({ pageId: typeof ref === 'object' ? Number((ref as { id: unknown }).id) : Number(ref) })
    }
    if (node.linkType === 'internal' && node.doc && typeof node.doc === 'object') {
      const doc = (node.doc as { value?: unknown }).value
      found.push({ pageId: typeof doc === 'object' && doc ? Number((doc as { id: unknown }).id) : Number(doc) })
    }
    for (const child of Object.values(node)) linksIn(child, found)
  }
  return found
}

/** The page path a site-relative URL names, without query or anchor, with the site's trailing slash. */
function internalPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  const path = url.replace(/[?#].*$/, '')
  return path.endsWith('/') ? path : `${path}/`
}

/** How many h1 a layout renders: rich-text h1 headings and the blocks whose title is the page's h1. */
function h1Count(layout: Page['layout']): number {
  const json = JSON.stringify(layout ?? [])
  const richTextH1 = (json.match(/"tag":"h1"/g) ?? []).length
  const headingBlocks = (layout ?? []).filter((b) => ['hero', 'hero2025', 'dealerLocator', 'warrantyHero'].includes(b.blockType)).length
  return richTextH1 + headingBlocks
}

describe(`site pages seed (${adapterName()})`, () => {
  beforeAll(...seedFirst)

  it('publishes every route of page-blocks-readings.md with one h1, a meta title and a description, once', async () => {
    const payload = await seededPayload()
    const { docs } = await payload.find({ collection: 'pages', where: { _status: { equals: 'published' } }, limit: 1000, pagination: false, depth: 0 })
    const byPath = new Map(docs.map((doc) => [pagePath(doc.slug), doc]))

    const sitePagePaths = SITE_PAGES.map((page) => pagePath(page.slug))
    const missing = [...new Set([...SPEC_PAGE_PATHS, ...sitePagePaths])].filter((path) => !byPath.has(path))
    expect(missing).toEqual([])

    for (const path of sitePagePaths) {
      const page = byPath.get(path)
      expect(page?.meta?.title, path).toBeTruthy()
      // Demo data is marked by the site-wide notice only (reading 54).
      expect(page?.meta?.title, path).not.toMatch(/sample/i)
      expect(page?.meta?.description?.length, path).toBeGreaterThan(40)
      expect(h1Count(page?.layout), path).toBe(1)
      // No note of its own under the title: the site-wide notice is the one mark (reading 54).
      expect(JSON.stringify(page?.layout), path).not.toMatch(/demonstration|\bsample\b/i)
    }

    // The glossary explains SEER properly; the diagnostics page lists safe first checks.
    const seer = JSON.stringify(byPath.get('/resources/glossary/what-is-seer/')?.layout)
    expect(seer).toContain('Seasonal Energy Efficiency Ratio')
    expect(seer).toContain('SEER2')
    const diagnostics = JSON.stringify(byPath.get('/resources/home-app/diagnostics/')?.layout)
    expect(diagnostics).toContain('Check the filter')
    expect(diagnostics).toContain('You smell gas')

    // Re-running creates nothing and keeps an editor's change.
    const history = byPath.get('/about/history/')
    if (!history) throw new Error('history page missing')
    await payload.update({ collection: 'pages', id: history.id, data: { title: 'Our story (edited)' }, context: { disableRevalidate: true } })
    const before = (await payload.find({ collection: 'pages', limit: 0 })).totalDocs
    const again = await seed(payload)
    expect(again.created).toEqual([])
    expect(again.kept).toContain(`${SITE_PAGES.length} site pages`)
    expect((await payload.find({ collection: 'pages', limit: 0 })).totalDocs).toBe(before)
    expect((await payload.findByID({ collection: 'pages', id: history.id, depth: 0 })).title).toBe('Our story (edited)')
  })

  it('links only published pages or known app routes from every seeded layout', async () => {
    const payload = await seededPayload()
    const { docs } = await payload.find({ collection: 'pages', limit: 1000, pagination: false, depth: 0, draft: true })
    const published = docs.filter((doc) => doc._status === 'published')
    const paths = new Set(published.map((doc) => pagePath(doc.slug)))
    const ids = new Set(published.map((doc) => doc.id))
    const broken: string[] = []
    for (const doc of published) {
      for (const link of linksIn(doc.layout)) {
        if (link.pageId !== undefined) {
          if (!ids.has(link.pageId)) broken.push(`${pagePath(doc.slug)} -> page #${link.pageId}`)
          continue
        }
        const path = internalPath(link.url ?? '')
        if (path && !paths.has(path) && !APP_ROUTES.some((route) => route.test(path))) broken.push(`${pagePath(doc.slug)} -> ${link.url}`)
      }
    }
    expect(broken).toEqual([])
    // The redirect in the allowlist leads to a published page.
    expect(paths).toContain('/products/thermostat-controls/smart-thermostats/')
  })

  it('turns on the product and HVAC-basics links once their pages are published', async () => {
    const payload = await seededPayload()
    const selector = await renderHtml(await ProductSelectorComponent({ ...productSelectorFixture, id: 'int-s' }))
    // The first category's panel renders on the server, with its View all link.
    expect(selector).toMatch(/href="\/products\/air-conditioners\/?">View all Air Conditioners</)

    const hubPage = (await payload.find({ collection: 'pages', where: { slug: { equals: 'products' } }, depth: 0 })).docs[0]
    const columns = hubPage?.layout?.find((b) => b.blockType === 'columns')
    const hubBlock = columns?.blockType === 'columns' ? columns.columns?.[1]?.blocks?.[0] : undefined
    if (hubBlock?.blockType !== 'productHub') throw new Error('product hub missing')
    const hub = await renderHtml(await ProductHubComponent(hubBlock))
    for (const path of ['/products/air-conditioners/', '/products/furnaces/', '/products/heat-pumps/', '/products/air-handlers/', '/products/coils/']) {
      expect(hub).toContain(`href="${path.slice(0, -1)}`)
    }
    expect(hub).toContain('Comfort 96 modulating gas furnace')

    const nav = await renderHtml(await HvacBasicsNavComponent({ blockType: 'hvacBasicsNav', title: 'HVAC basics' }))
    for (const link of HVAC_BASICS_LINKS) expect(nav).toContain(`href="${link.path}"`)
    expect(nav).not.toContain('hvac-basics__soon')
  })
})
