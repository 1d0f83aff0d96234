import { expect, test, type Page } from '@playwright/test'
import { SPEC_PAGE_PATHS } from '@/domain/pages/siteRoutes'
import { jsonLdSchemas } from '@/domain/site/structuredDataSchemas'
import { clickEverything, clickProblems, GALLERY } from './clickTracking'
import { designFacts } from './designChecks'
import { axe, expectInteractive } from './support'

/**
 * The whole site in one walk, as a visitor and a search engine meet it, at 390 px. Every page is
 * visited once: from /, every sitemap URL, every published CMS page (noindex ones included), every
 * route of page-blocks-readings.md and the pages their links reach. On each: no console error, page
 * error, failed or 4xx/5xx request or Content-Security-Policy violation while it loads and hydrates;
 * every script its HTML names answers 200; one h1 (not on the noindex block gallery, which shows
 * every hero), a title, a description, a canonical URL and an Open Graph image; valid JSON-LD
 * (Organization on /, FAQPage with an FAQ, BreadcrumbList on nested CMS pages); its icons answer;
 * no axe violation; no sideways scroll; every link and button, clicked (and cancelled), sends one
 * cta_click with its name (tests/e2e/clickTracking.ts). Then every internal link found answers 200, directly or
 * after its redirects (no dead link). Dealer profiles share one template: all of their links are
 * status-checked, three of them are visited. Every sitemap page (and the profiles visited) also gets
 * the design system's checks at 390 and 1280 px (tests/e2e/designChecks.ts, issue 39), and no image
 * may illustrate two product categories.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const DEALER_PROFILES_VISITED = 3

const isPagePath = (path: string) => !/^\/(api|admin|next|_next)(\/|$)/.test(path) && !/\.[a-z0-9]{2,5}$/i.test(path)
/** Public path of a page slug, as the site links it ("home" is "/"). */
const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}/`)

/**
 * Everything the browser reports as wrong while a page loads: console errors, page errors, failed
 * or 4xx/5xx requests, and anything the Content-Security-Policy blocks (Chrome reports a blocked
 * eval only in DevTools' Issues panel, and Lighthouse counts it against best practices).
 */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)),
  )
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    // Aborted: the walk moved on to the next page while a link prefetch was still on its way.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return problems
}

/** Tabs that walk the queue side by side (each page is still visited once, by one of them). */
const TABS = 2
/** Link checks on their way at once, after the walk. */
const LINK_CHECKS_AT_ONCE = 4

test('site walk: every page once with every per-page check, then every internal link', async ({ page, context, baseURL }) => {
  // About 6.5 minutes on a quiet CI machine (axe is over half of it); the limit guards against a hang, not a slow machine.
  test.setTimeout(900_000)
  const origin = new URL(baseURL ?? 'http://localhost').origin

  const sitemap = await page.request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const sitemapXml = await sitemap.text()
  const sitemapPaths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const noLastmod = [...sitemapXml.matchAll(/<url>([\s\S]*?)<\/url>/g)].filter((m) => !/<lastmod>[^<]+<\/lastmod>/.test(m[1]!))

  const published = await page.request.get('/api/pages?limit=500&depth=0&where[_status][equals]=published')
  expect(published.status()).toBe(200)
  const publishedPaths = ((await published.json()) as { docs: { slug: string }[] }).docs.map((doc) => pathOf(doc.slug))
  expect(publishedPaths).toEqual(expect.arrayContaining(['/', '/find-a-dealer/', '/privacy-policy/']))

  const dealerPaths = sitemapPaths.filter((p) => p.startsWith('/dealers/'))
  const seeds = ['/', ...sitemapPaths.filter((p) => !p.startsWith('/dealers/')), ...publishedPaths, ...SPEC_PAGE_PATHS, ...dealerPaths.slice(0, DEALER_PROFILES_VISITED), GALLERY, `${GALLERY}design-system/`, '/search/?q=heat', '/find-a-dealer/?zipcode=10001']
  const queue = [...new Set(seeds)]
  const queued = new Set(queue)
  const links = new Map<string, string>() // link -> first page it was found on
  const problems: string[] = noLastmod.slice(0, 5).map((m) => `sitemap entry without lastmod: ${/<loc>([^<]+)/.exec(m[1]!)?.[1]}`)
  const checked = new Map<string, number>() // scripts and icons: URL -> status
  const status = async (url: string) => {
    if (!checked.has(url)) checked.set(url, (await page.request.get(url)).status())
    return checked.get(url)!
  }
  let dealerVisits = Math.min(DEALER_PROFILES_VISITED, dealerPaths.length)
  let clicked = 0
  let unnamed = 0
  const seenTypes = new Set<string>()
  const deadEnds: string[] = []
  const visited = new Set<string>()
  const sitemapSet = new Set(sitemapPaths)
  const designProblems: string[] = []
  const imageCategories = new Map<string, Set<string>>() // product image -> categories it illustrates

  // The queue grows as pages are read: a tab that finds it empty waits while another tab is still
  // reading a page (which may add more), and stops once none is.
  let next = 0
  let reading = 0
  const waiting: (() => void)[] = []
  const queueChanged = () => new Promise<void>((resolve) => waiting.push(resolve))

  async function walk(tab: Page) {
    await tab.setViewportSize(PHONE)
    const loadProblems = await watchProblems(tab)
    for (;;) {
      if (next >= queue.length) {
        if (reading === 0) break
        await queueChanged()
        continue
      }
      const path = queue[next++]!
      reading++
      try {
        await visit(tab, path, loadProblems)
      } finally {
        reading--
        waiting.splice(0).forEach((resume) => resume())
      }
    }
  }

  async function visit(page: Page, path: string, loadProblems: string[]) {
    loadProblems.splice(0)
    visited.add(path)
    const response = await page.goto(path, { waitUntil: 'load' })
    if (response?.status() !== 200) {
      problems.push(`${path}: answered ${response?.status()}`)
      return
    }
    // Every script the HTML names exists, whether or not this load happened to fetch it (a preload
    // listed for a lazy component is fetched only when it renders before hydration).
    for (const src of new Set((await response.text()).match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])) {
      const code = await status(src)
      if (code !== 200) problems.push(`${path}: names ${src}, which answers ${code}`)
    }
    // Loaded and hydrated: late errors (a lazy block's code, a hydration mismatch) are this page's.
    await expectInteractive(page)
    // A linked locator search: its cards (and their links and buttons) are part of the page.
    if (path.includes('zipcode=')) await expect(page.getByTestId('dealer-card').first()).toBeVisible()

    const facts = await page.evaluate(() => ({
      h1: document.querySelectorAll('h1').length,
      noindex: /noindex/i.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''),
      title: document.title.trim(),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
      scrollWidth: document.documentElement.scrollWidth,
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      icons: [...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((l) => (l as HTMLLinkElement).href),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      hasFaq: document.querySelector('.faq details') !== null,
    }))
    // The block gallery (noindex) shows every hero variant, each with its own h1.
    if (facts.h1 !== 1 && !facts.noindex) problems.push(`${path}: ${facts.h1} h1 elements`)
    if (!facts.title) problems.push(`${path}: no title`)
    if (facts.description.length < 3) problems.push(`${path}: no meta description`)
    if (!facts.canonical) problems.push(`${path}: no canonical URL`)
    if (!facts.ogImage) problems.push(`${path}: no Open Graph image`)
    if (facts.scrollWidth > PHONE.width) problems.push(`${path}: scrolls sideways at 390 px (${facts.scrollWidth} px wide)`)
    // Chromium asks for /favicon.ico on its own for a page without icon links; the site must answer either way.
    for (const href of facts.icons) {
      const code = await status(href)
      if (code !== 200) problems.push(`${path}: icon ${href} answers ${code}`)
    }

    const types: string[] = []
    for (const raw of facts.jsonLd) {
      const data = JSON.parse(raw) as { '@type'?: string }
      const type = String(data['@type'])
      types.push(type)
      seenTypes.add(type)
      const result = jsonLdSchemas[type]?.safeParse(data)
      if (result && !result.success) problems.push(`${path}: ${type} JSON-LD invalid: ${result.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`)
    }
    if (path === '/' && !types.includes('Organization')) problems.push('/: no Organization JSON-LD')
    if (facts.hasFaq && !types.includes('FAQPage')) problems.push(`${path}: FAQ without FAQPage JSON-LD`)
    const cmsNested = !path.startsWith('/dealers/') && !path.startsWith('/search/') && new URL(path, origin).pathname.split('/').filter(Boolean).length > 1
    if (cmsNested && !types.includes('BreadcrumbList')) problems.push(`${path}: nested page without BreadcrumbList JSON-LD`)

    const { violations } = await axe(page).analyze()
    for (const v of violations) problems.push(`${path}: axe ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

    let internal = 0
    for (const href of facts.hrefs) {
      const url = new URL(href)
      if (url.origin !== origin) continue
      internal++
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
    // The header and footer link the site on every page: a page without one internal link would leave the visitor stuck.
    if (internal === 0) deadEnds.push(path)

    // Every link and button sends one cta_click with its name (each click is cancelled: nothing moves).
    const clicks = clickProblems(path, await clickEverything(page))
    clicked += clicks.clicked
    unnamed += clicks.unnamed
    problems.push(...clicks.problems)
    problems.push(...loadProblems.splice(0).map((problem) => `${path}: ${problem}`))

    // The design system at both widths, one evaluate each; the walk goes on at 390 px.
    if (sitemapSet.has(path) || path.startsWith('/dealers/')) {
      const phone = await designFacts(page, { scroll: true })
      await page.setViewportSize(DESKTOP)
      const desktop = await designFacts(page, { scroll: false })
      await page.setViewportSize(PHONE)
      designProblems.push(...[...phone.problems, ...desktop.problems].map((problem) => `${path}: ${problem}`))
      for (const [image, category] of phone.productImages) {
        const categories = imageCategories.get(image) ?? new Set<string>()
        imageCategories.set(image, categories.add(category))
      }
    }
  }

  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))]
  await Promise.all(tabs.map(walk))

  // Every internal link answers 200, directly or after its redirects. A page the walk visited has
  // answered already (anything but 200 is a problem above); the rest are asked, a few at a time.
  const unvisited = [...links].filter(([link]) => !visited.has(link))
  const ask = async () => {
    for (let entry = unvisited.shift(); entry; entry = unvisited.shift()) {
      const [link, foundOn] = entry
      const response = await page.request.get(link, { maxRedirects: 5 })
      if (response.status() !== 200) problems.push(`link ${link} (on ${foundOn}): answered ${response.status()}`)
    }
  }
  await Promise.all(Array.from({ length: LINK_CHECKS_AT_ONCE }, ask))

  for (const [image, categories] of imageCategories) {
    if (categories.size > 1) designProblems.push(`image ${image} stands in for ${categories.size} product categories: ${[...categories].join(', ')}`)
  }
  // Soft: a design problem is reported beside the other problems, not instead of them.
  expect.soft([...new Set(designProblems)]).toEqual([])
  expect(problems).toEqual([])
  expect(deadEnds).toEqual([])
  expect(seenTypes).toContain('Organization')
  // Thousands of links and buttons were clicked; the gallery's fixtures include links without a name.
  expect(clicked).toBeGreaterThan(4000)
  expect(unnamed).toBeGreaterThan(0)
  // The walk followed links: it reached pages that none of its starting lists named.
  expect(queue.length - new Set(seeds).size, 'pages reached only by following links').toBeGreaterThan(0)
})
