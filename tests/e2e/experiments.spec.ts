import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import { adminHeaders, expectInteractive, signInAsAdmin } from './support'

// The seeded sample experiment (src/seed/experiments.ts): "estimate-offer", control and b, 50/50.
const PAGE = '/resources/sample-estimate-offer/'
const TITLES: Record<string, string> = { control: 'Plan your new system online', b: 'See your price in five minutes' }
const variantIn = (html: string) => html.match(/data-experiment="estimate-offer" data-variant="([a-z0-9-]+)"/)?.[1]

/** The signed assignment cookie the proxy sets (docs/experiments.md "Counting"). */
const signedCookie = (variant: string, state = '[cu]') => new RegExp(`^estimate-offer_${variant}_\\d+p\\d+_${state}\\.[\\w-]{22}$`)

/** A real assignment cookie for each variant, from new visitors (a hand-written one is ignored by the site). */
async function cookiesByVariant(baseURL: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  for (let i = 0; i < 60 && Object.keys(found).length < 2; i++) {
    const visitor = await playwrightRequest.newContext({ baseURL })
    const variant = variantIn(await (await visitor.get(PAGE)).text())!
    found[variant] ??= (await visitor.storageState()).cookies.find((c) => c.name === 'xp')!.value
    await visitor.dispose()
  }
  return found
}

type Exposure = { event: string; experiment_key?: string; variant_key?: string }

/** Records every change inside the experiment's placement from the first parse on: a swap after load would show here. */
async function watchForSwaps(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = []
    ;(window as unknown as { __experimentChanges: string[] }).__experimentChanges = changes
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement
        if (el?.closest('[data-experiment]') && document.readyState !== 'loading') changes.push(`${r.type} ${el.tagName}`)
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  })
}

test.describe('experiments', () => {
  test.describe.configure({ timeout: 180_000 })

  test('20 new visitors: the first HTML already holds the variant, both variants occur, nothing swaps after load', async ({ browser, baseURL }) => {
    const seen = new Set<string>()
    const cookies: Record<string, string> = {}
    // 18 of them over plain HTTP: the variant and its cookie are in the first answer.
    for (let i = 0; i < 18; i++) {
      const visitor = await playwrightRequest.newContext({ baseURL })
      const response = await visitor.get(PAGE)
      expect(response.status()).toBe(200)
      const variant = variantIn(await response.text())
      expect(variant, 'variant in the raw HTML').toMatch(/^(control|b)$/)
      seen.add(variant!)
      const cookie = (await visitor.storageState()).cookies.find((c) => c.name === 'xp')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cookie?.value).toMatch(signedCookie(variant!))
      cookies[variant!] ??= cookie!.value
      await visitor.dispose()
    }

    /** A visitor in the browser: the page shows the HTML's variant, hydrates with it and never swaps it. */
    const visitInBrowser = async (cookie?: string) => {
      const context = await browser.newContext({ baseURL })
      try {
        if (cookie) await context.addCookies([{ name: 'xp', value: cookie, url: baseURL! }])
        const page = await context.newPage()
        await watchForSwaps(page)
        const response = await page.goto(PAGE)
        expect(response?.status()).toBe(200)
        const variant = variantIn(await response!.text())
        expect(variant, 'variant in the raw HTML').toMatch(/^(control|b)$/)
        const placement = page.locator('[data-experiment="estimate-offer"]')
        await expect(placement).toHaveAttribute('data-variant', variant!)
        await expect(placement.getByRole('heading', { name: TITLES[variant!] })).toBeVisible()
        // Hydrated: the exposure event names the variant the HTML showed.
        await expect
          .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'experiment_exposure')))
          .toEqual([{ event: 'experiment_exposure', experiment_key: 'estimate-offer', variant_key: variant } satisfies Exposure])
        await expectInteractive(page)
        await expect(placement).toHaveAttribute('data-variant', variant!)
        expect(await page.evaluate(() => (window as unknown as { __experimentChanges: string[] }).__experimentChanges)).toEqual([])
        // A new visitor gets the site's cookie (a returning one keeps the cookie it came with).
        const stored = (await context.cookies()).find((c) => c.name === 'xp')
        if (!cookie) {
          expect(stored).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
          expect(stored?.value).toMatch(signedCookie(variant!))
        }
        return variant!
      } finally {
        await context.close()
      }
    }
    // Two new visitors in the browser; if they drew the same variant, a returning visitor of the other one.
    const inBrowser = new Set([await visitInBrowser(), await visitInBrowser()])
    for (const variant of inBrowser) seen.add(variant)
    for (const variant of ['control', 'b'].filter((v) => !inBrowser.has(v))) expect(await visitInBrowser(cookies[variant])).toBe(variant)
    expect([...seen].sort()).toEqual(['b', 'control'])
  })

  test('a returning visitor keeps its variant; a hand-written or unknown one is drawn again, never forced to the control', async ({ baseURL }) => {
    const cookies = await cookiesByVariant(baseURL!)
    for (const variant of ['control', 'b']) {
      const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `xp=${cookies[variant]}` } })
      for (let i = 0; i < 3; i++) expect(variantIn(await (await visitor.get(PAGE)).text())).toBe(variant)
      // Each variant is the whole page: the breadcrumb of a nested page and its BreadcrumbList.
      const html = await (await visitor.get(PAGE)).text()
      expect(html, `${variant}: breadcrumb`).toMatch(/<nav aria-label="Breadcrumb"[^>]*>.*?Resources.*?<span aria-current="page">Free online estimate<\/span>/s)
      expect(html, `${variant}: BreadcrumbList`).toContain('"@type":"BreadcrumbList"')
      await visitor.dispose()
    }
    const stale = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: 'xp=estimate-offer_gone' } })
    const response = await stale.get(PAGE)
    const drawn = variantIn(await response.text())
    expect(drawn).toMatch(/^(control|b)$/)
    // Left out of the counts for good ("x"): this visitor may have seen the other variant before.
    expect(response.headers()['set-cookie']?.split(';')[0]?.slice('xp='.length)).toMatch(signedCookie(drawn!, 'x'))
    await stale.dispose()
  })

  test('a page with an experiment is still served from the cache, one cached page per variant', async ({ baseURL }) => {
    const cookies = await cookiesByVariant(baseURL!)
    for (const variant of ['control', 'b']) {
      const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `xp=${cookies[variant]}` } })
      await visitor.get(PAGE)
      const second = await visitor.get(PAGE)
      expect(variantIn(await second.text())).toBe(variant)
      expect(second.headers()['x-nextjs-cache'], `${variant}: x-nextjs-cache`).toMatch(/^(HIT|STALE)$/)
      await visitor.dispose()
    }
  })

  test('the results view shows the interval, verdict, split check and goal; Declare winner asks to confirm and the page shows the winner at once', async ({ page, request, browser, baseURL }) => {
    const headers = await adminHeaders(request)
    const stamp = Date.now()
    // The seeded experiment's results: few leads, so no interval and no verdict yet.
    const found = await request.get('/api/experiments?where[key][equals]=estimate-offer&depth=0', { headers })
    const seeded = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
    await signInAsAdmin(page)
    await page.goto(`/admin/collections/experiments/${seeded.id}`)
    const results = page.getByRole('region', { name: 'Results' })
    // The panel loads the results after the admin page (a first admin compile can be slow on a busy machine).
    await expect(results.getByText(/^Not enough data yet: a verdict needs at least 30 leads in every variant/)).toBeVisible({ timeout: 30_000 })
    await expect(results.getByRole('columnheader', { name: 'Difference (anytime-valid 95% interval)' })).toBeVisible()
    await expect(results.locator('tr[data-variant="b"] [data-cell="interval"]')).toHaveText('Not enough data yet (30 leads per variant)')
    await expect(results.getByText(/^Visitor split/)).toBeVisible()
    await expect(results.getByText('Goal (what counts as a conversion): Contact a dealer, Contact form.')).toBeVisible()

    // An experiment of its own (declaring ends it): two contents, a page that places it.
    const block = async (title: string) => {
      const r = await request.post('/api/reusable-blocks', {
        headers,
        data: { title: `${title} ${stamp}`, layout: [{ blockType: 'promoCard', title, description: 'Declare winner test.', backgroundColor: 'baby-blue' }] },
      })
      expect(r.ok(), await r.text()).toBe(true)
      return ((await r.json()) as { doc: { id: number } }).doc.id
    }
    const [controlAsset, winnerAsset] = [await block('Control offer to declare'), await block('Winning offer to declare')]
    const created = await request.post('/api/pages', { headers, data: { title: 'Declare host', slug: `declare-${stamp}`, _status: 'published', layout: [] } })
    expect(created.ok(), await created.text()).toBe(true)
    const host = ((await created.json()) as { doc: { id: number } }).doc
    const made = await request.post('/api/experiments', {
      headers,
      data: { name: `Declare test ${stamp}`, key: `declare-${stamp}`, status: 'running', pages: [host.id], variants: [{ key: 'control', weight: 50, asset: controlAsset }, { key: 'b', weight: 50, asset: winnerAsset }] },
    })
    expect(made.ok(), await made.text()).toBe(true)
    const experiment = ((await made.json()) as { doc: { id: number } }).doc
    const placed = await request.patch(`/api/pages/${host.id}`, { headers, data: { _status: 'published', layout: [{ blockType: 'experimentPlacement', experiment: experiment.id }] } })
    expect(placed.ok(), await placed.text()).toBe(true)

    await page.goto(`/admin/collections/experiments/${experiment.id}`)
    const view = page.getByRole('region', { name: 'Results' })
    await view.getByLabel('Winning variant').selectOption('b')
    await view.getByRole('button', { name: 'Declare winner' }).click()
    // No verdict: it says so and asks first; nothing has been declared yet.
    await expect(view.getByRole('alert').filter({ hasText: 'No variant is ahead with confidence; declaring now picks on noise.' })).toBeVisible()
    // Confirmed by keyboard; the page does not reload (the status message stays).
    await view.getByRole('button', { name: 'Yes, declare the winner' }).focus()
    await page.keyboard.press('Enter')
    await expect(view.getByRole('status')).toContainText('The experiment has ended. Every visitor now sees B.')
    await expect(view.getByText('Ended. Declared winner: B; every visitor sees it.')).toBeVisible()

    // A new visitor gets the winner at once, without a cookie or an editor publishing anything.
    const visitor = await browser.newContext({ baseURL })
    const visit = await visitor.newPage()
    await visit.goto(`/declare-${stamp}/`)
    await expect(visit.getByRole('heading', { name: 'Winning offer to declare' })).toBeVisible()
    await visitor.close()
  })

  test('the internal variant path is not reachable from outside', async ({ request }) => {
    const response = await request.get('/exp-variant/estimate-offer_b/resources/sample-estimate-offer/')
    expect(response.status()).toBe(404)
  })
})

test.describe('sticky bars', () => {
  const bar = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { position: getComputedStyle(el).position, top: r.top, bottom: r.bottom }
    })

  test('sticky footer: fixed at the bottom, docks in its place once 6.5% of it is in view (observer after 2 s)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.clock.install()
    await page.goto(PAGE)
    const footer = page.locator('[data-block="stickyFooter"] .sticky-footer')
    await expect(footer).toHaveAttribute('data-docked', 'false')
    const fixed = await bar(page, '.sticky-footer__bar')
    expect(fixed.position).toBe('fixed')
    expect(Math.round(fixed.bottom)).toBe(700)
    await expect(page.getByRole('region', { name: 'Ready for a new system? A local dealer can help.' })).toBeVisible()
    // The observer starts 2 s after the bar's script runs, on the page's clock.
    await expect(footer).toHaveAttribute('data-hydrated', 'true')
    await page.clock.runFor(2_200)
    await footer.scrollIntoViewIfNeeded()
    await expect(footer).toHaveAttribute('data-docked', 'true')
    expect((await bar(page, '.sticky-footer__bar')).position).toBe('relative')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(footer).toHaveAttribute('data-docked', 'false')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })

  test('sticky call-to-action bar: pinned under the site header once scrolled past, its button leads to a real page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto(PAGE)
    const cta = page.locator('[data-block="stickyCtaBar"] .sticky-cta')
    await expect(cta).toHaveAttribute('data-pinned', 'false')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
    await expect(cta).toHaveAttribute('data-pinned', 'true')
    const pinned = await bar(page, '.sticky-cta__bar')
    expect(pinned.position).toBe('fixed')
    // Right under the sticky site header, not hidden behind it.
    const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom)
    expect(Math.round(pinned.top)).toBe(Math.round(headerBottom))
    const button = page.getByRole('region', { name: 'Get a Free Online Estimate' }).getByRole('link', { name: 'Build your own system' })
    await expect(button).toHaveAttribute('href', '/resources/build-your-own-system/')
    expect((await page.request.get('/resources/build-your-own-system/')).status()).toBe(200)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })

  test('keyboard focus is never hidden under a sticky bar or the sticky header (WCAG 2.2 focus not obscured)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 })
    await page.goto(PAGE)
    await expectInteractive(page)
    /** The focused element's overlap with a fixed or sticky bar (the site header too) other than its own, in px (0: clear). */
    const overlap = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return 0
        const r = el.getBoundingClientRect()
        let most = 0
        for (const b of document.querySelectorAll<HTMLElement>('.sticky-footer__bar, .sticky-cta__bar, .site-header')) {
          if (b.contains(el) || !['fixed', 'sticky'].includes(getComputedStyle(b).position)) continue
          const c = b.getBoundingClientRect()
          most = Math.max(most, Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top))
        }
        return most
      })
    const checked: string[] = []
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press(key)
        const label = await page.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 40) ?? '')
        // Settles within a frame or two (the scroll and the bars' observers); a covered element stays covered.
        await expect.poll(overlap, { message: `${key} to "${label}" is under a sticky bar`, timeout: 2000 }).toBeLessThanOrEqual(0)
        checked.push(label)
      }
    }
    // The walk reached the buttons below the fold, which the fixed footer would otherwise cover.
    expect(checked).toContain('Check rebates')
  })
})
