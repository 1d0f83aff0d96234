import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { jsonLdSchemas } from '@/domain/site/structuredDataSchemas'

/**
 * The whole site, as a visitor and a search engine meet it: from / and every sitemap URL, each
 * internal link answers 200 (or redirects to a 200); each page has one h1, a title, a description
 * and a canonical URL, valid JSON-LD, no axe violations and no sideways scroll at 390 px.
 * One browser page is reused; link status is checked with plain requests, not page loads. Dealer
 * profiles share one template: all of their links are status-checked, three of them are visited.
 */
const PHONE = { width: 390, height: 844 }
const DEALER_PROFILES_VISITED = 3
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const isPagePath = (path: string) => !/^\/(api|admin|next|_next)(\/|$)/.test(path) && !/\.[a-z0-9]{2,5}$/i.test(path)

test('crawl: every page and every internal link of the site', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const origin = new URL(baseURL ?? 'http://localhost').origin
  await page.setViewportSize(PHONE)

  const sitemap = await page.request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const sitemapXml = await sitemap.text()
  const sitemapPaths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const noLastmod = [...sitemapXml.matchAll(/<url>([\s\S]*?)<\/url>/g)].filter((m) => !/<lastmod>[^<]+<\/lastmod>/.test(m[1]!))

  const dealerPaths = sitemapPaths.filter((p) => p.startsWith('/dealers/'))
  const queue = ['/', ...sitemapPaths.filter((p) => !p.startsWith('/dealers/')), ...dealerPaths.slice(0, DEALER_PROFILES_VISITED), '/search/?q=heat']
  const queued = new Set(queue)
  const links = new Map<string, string>() // link -> first page it was found on
  const problems: string[] = noLastmod.slice(0, 5).map((m) => `sitemap entry without lastmod: ${/<loc>([^<]+)/.exec(m[1]!)?.[1]}`)
  let dealerVisits = Math.min(DEALER_PROFILES_VISITED, dealerPaths.length)
  const seenTypes = new Set<string>()

  for (let i = 0; i < queue.length; i++) {
    const path = queue[i]!
    const response = await page.goto(path, { waitUntil: 'load' })
    const status = response?.status() ?? 0
    if (status !== 200) {
      problems.push(`${path}: answered ${status}`)
      continue
    }
    const facts = await page.evaluate(() => ({
      h1: document.querySelectorAll('h1').length,
      title: document.title.trim(),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
      scrollWidth: document.documentElement.scrollWidth,
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      hasFaq: document.querySelector('.faq details') !== null,
    }))
    if (facts.h1 !== 1) problems.push(`${path}: ${facts.h1} h1 elements`)
    if (!facts.title) problems.push(`${path}: no title`)
    if (!facts.description) problems.push(`${path}: no meta description`)
    if (!facts.canonical) problems.push(`${path}: no canonical URL`)
    if (!facts.ogImage) problems.push(`${path}: no Open Graph image`)
    if (facts.scrollWidth > PHONE.width) problems.push(`${path}: scrolls sideways at 390 px (${facts.scrollWidth} px wide)`)

    const types: string[] = []
    for (const raw of facts.jsonLd) {
      const data = JSON.parse(raw) as { '@type'?: string }
      const type = String(data['@type'])
      types.push(type)
      seenTypes.add(type)
      const schema = jsonLdSchemas[type]
      const result = schema?.safeParse(data)
      if (result && !result.success) problems.push(`${path}: ${type} JSON-LD invalid: ${result.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`)
    }
    if (path === '/' && !types.includes('Organization')) problems.push('/: no Organization JSON-LD')
    if (facts.hasFaq && !types.includes('FAQPage')) problems.push(`${path}: FAQ without FAQPage JSON-LD`)
    const cmsNested = !path.startsWith('/dealers/') && !path.startsWith('/search/') && path.split('/').filter(Boolean).length > 1
    if (cmsNested && !types.includes('BreadcrumbList')) problems.push(`${path}: nested page without BreadcrumbList JSON-LD`)

    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    for (const v of axe.violations) problems.push(`${path}: axe ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

    for (const href of facts.hrefs) {
      const url = new URL(href)
      if (url.origin !== origin) continue
      const link = `${url.pathname}${url.search}`
      if (!links.has(link)) links.set(link, path)
      if (!isPagePath(url.pathname) || queued.has(link)) continue
      if (url.pathname.startsWith('/dealers/')) {
        if (dealerVisits >= DEALER_PROFILES_VISITED) continue
        dealerVisits++
      }
      queued.add(link)
      queue.push(link)
    }
  }

  // Every internal link answers 200, directly or after its redirects.
  for (const [link, foundOn] of links) {
    const response = await page.request.get(link, { maxRedirects: 5 })
    if (response.status() !== 200) problems.push(`link ${link} (on ${foundOn}): answered ${response.status()}`)
  }

  expect(problems).toEqual([])
  expect(seenTypes).toContain('Organization')
  // The crawl reached the CMS pages of the sitemap and more than the home page's links.
  expect(queue.length).toBeGreaterThan(sitemapPaths.length - dealerPaths.length)
})
