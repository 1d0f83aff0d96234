import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectHydrated } from './support'

// Layout of the states that broke in issue 19, at a phone and a desktop width: nothing may be
// wider than the window, hidden form steps stay hidden, and the hero keeps the page's side margin.
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const

const ZIP = '10001'
const STEP_1_LABELS = ['First name', 'Last name', 'Email', 'Phone']
const STEP_2_LABELS = ['Street address', 'City', 'State / Province', 'Zip / Postal code']

/** The page has no sideways scroll (a failing test keeps a full-page picture: playwright.config.ts). */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `${name}: page width ${scrollWidth} px in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth)
}

async function expectInsideWindow(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox()
  const innerWidth = await page.evaluate(() => window.innerWidth)
  expect(box, what).not.toBeNull()
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(innerWidth)
}

/** The accessible label of the focused control, if it is a labelled form field. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    const labels = el && 'labels' in el ? (el as HTMLInputElement).labels : null
    return labels?.[0]?.textContent?.trim() ?? null
  })

for (const size of WIDTHS) {
  test.describe(`layout at ${size.width} px`, () => {
    test.use({ viewport: size })

    test('home: the hero heading keeps the header side margin', async ({ page }) => {
      await page.goto('/')
      const heading = page.locator('[data-block="hero2025"]').getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      await expectNoSidewaysScroll(page, `home-hero-${size.width}`)
      const headerInner = await page.getByRole('banner').locator('.container').first().boundingBox()
      const headingBox = await heading.boundingBox()
      expect(headerInner!.x).toBeGreaterThan(0)
      expect(headingBox!.x, 'hero heading left edge vs the header content').toBeGreaterThanOrEqual(headerInner!.x - 0.5)
      expect(headingBox!.x + headingBox!.width).toBeLessThanOrEqual(headerInner!.x + headerInner!.width + 0.5)
    })

    test('a dealer carousel (maintenance tips) after a search fits the window', async ({ page }) => {
      await page.goto('/resources/maintenance-tips/')
      const block = page.getByTestId('dealer-carousel')
      // Before hydration the form is a plain search on the locator page; wait for the in-page search.
      await expectHydrated(block.getByLabel('Enter Postal Code / City'))
      await block.getByRole('button', { name: 'Search' }).click()
      await expect(block.getByRole('alert')).toHaveText('Zip code or city is required')
      await block.getByLabel('Enter Postal Code / City').fill(ZIP)
      await block.getByRole('button', { name: 'Search' }).click()
      const carousel = block.getByRole('region', { name: /^Dealers near / })
      await expect(carousel.getByTestId('dealer-card').first()).toBeVisible()
      await expectNoSidewaysScroll(page, `home-carousel-${size.width}`)

      // One card per view on a phone, three on a desktop, all inside the window.
      const perView = size.width >= 1024 ? 3 : 1
      const viewport = await carousel.locator('.carousel__viewport').boundingBox()
      const slide = await carousel.locator('.carousel__slide').first().boundingBox()
      expect(viewport!.width).toBeLessThanOrEqual(size.width)
      expect(Math.round(viewport!.width / slide!.width)).toBe(perView)
      for (let i = 0; i < perView; i++) {
        await expectInsideWindow(page, carousel.locator('.carousel__slide').nth(i), `slide ${i + 1}`)
      }
      await expectInsideWindow(page, carousel.getByRole('button', { name: 'Next slide' }), 'Next slide button')
    })

    test('rebates: the connect modal shows one step at a time, then Congrats fits the window', async ({ page }) => {
      await page.goto('/rebates/')
      const block = page.getByTestId('rebate-savings')
      await block.getByLabel('Zip Code').fill(ZIP)
      await block.getByRole('button', { name: 'Search' }).click()
      await expect(block.getByTestId('rebate-headline')).toContainText('New York, NY homeowners receive up to')
      await block.getByRole('button', { name: 'Contact a local dealer' }).click()
      const dialog = page.getByRole('dialog', { name: 'Who are we helping today?' })
      await expect(dialog).toBeVisible()

      // Step 1: only its own fields show, and Tab never lands in step 2.
      await expect(dialog.getByText('Step 1 of 2')).toBeVisible()
      for (const label of STEP_1_LABELS) await expect(dialog.getByLabel(label, { exact: true })).toBeVisible()
      for (const label of STEP_2_LABELS) await expect(dialog.getByLabel(label, { exact: true })).toBeHidden()
      await expectNoSidewaysScroll(page, `rebates-connect-step1-${size.width}`)
      await dialog.getByLabel('First name').focus()
      const reached: Array<string | null> = []
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab')
        reached.push(await focusedLabel(page))
      }
      expect(reached).toEqual(expect.arrayContaining(['Last name']))
      for (const label of STEP_2_LABELS) expect(reached, `Tab reached "${label}" on step 1`).not.toContain(label)

      await dialog.getByLabel('First name').fill('Pat')
      await dialog.getByLabel('Last name').fill('Layout')
      await dialog.getByLabel('Email').fill(`layout-${size.width}-${Date.now()}@example.com`)
      await dialog.getByLabel('Phone').fill('212-555-0142')
      await dialog.getByRole('button', { name: 'Next' }).click()

      // Step 2: step 1's fields are gone.
      await expect(dialog.getByText('Step 2 of 2')).toBeVisible()
      for (const label of STEP_2_LABELS) await expect(dialog.getByLabel(label, { exact: true })).toBeVisible()
      for (const label of STEP_1_LABELS) await expect(dialog.getByLabel(label, { exact: true })).toBeHidden()
      await expectNoSidewaysScroll(page, `rebates-connect-step2-${size.width}`)
      await dialog.getByLabel('Street address').fill('350 Fifth Ave')
      await dialog.getByLabel('City', { exact: true }).fill('New York')
      await dialog.getByLabel('State / Province').selectOption('NY')
      await dialog.getByRole('button', { name: 'Submit' }).click()
      await expect(dialog).toBeHidden()

      // Congrats with "Connect with even more dealers": the carousel stays inside the window.
      const congrats = page.getByTestId('congrats-panel')
      await expect(congrats.getByRole('heading', { name: 'Connect with even more dealers' })).toBeVisible()
      const carousel = congrats.getByTestId('connect-carousel')
      await expect(carousel.getByTestId('dealer-card').first()).toBeVisible()
      await expectNoSidewaysScroll(page, `rebates-congrats-${size.width}`)
      await expectInsideWindow(page, page.getByTestId('rebate-headline'), 'rebate headline')
      await expectInsideWindow(page, congrats.getByTestId('featured-dealer'), 'featured dealer')
      const firstCard = carousel.getByTestId('dealer-card').first()
      await expectInsideWindow(page, firstCard, 'first dealer card of the carousel')
      const connect = firstCard.getByRole('button', { name: 'Connect with Dealer' })
      await expectInsideWindow(page, connect, 'Connect with Dealer button')
      await expect(connect).toHaveText('Connect with Dealer')
    })
  })
}

// A browser paints what it has read of a page on a slow load, and the HTML may be cut anywhere (CI
// caught one cut inside the Dealers link): whatever of the phone header has arrived must already stand
// where it stays, so the rest arriving later moves nothing (CLS). The header is cut back in document
// order (brand, Menu, Dealers link, its icon, its label, Call link), in both languages.
test('the phone header: what has arrived keeps its place before the rest of the header has', async ({ page }) => {
  for (const path of ['/', '/fr/']) {
    for (const width of [320, 390, 768]) {
      await page.setViewportSize({ width, height: 700 })
      await page.goto(path)
      const cuts = await page.evaluate(() => {
        const parts = ['.site-header__brand', '.site-header__menu', '.site-header__action--dealer', '.site-header__action--dealer .site-header__icon', '.site-header__action--dealer .site-header__action-label', '.site-header__phone']
        const places = () =>
          Object.fromEntries(
            parts.flatMap((selector) => {
              const box = document.querySelector(selector)?.getBoundingClientRect()
              return box ? [[selector, `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`]] : []
            }),
          )
        const whole = places()
        // Cut the last part that arrived, then the one before it, down to the brand alone.
        const afterCuts = [...parts].reverse().slice(0, -1).map((selector) => {
          document.querySelector(selector)?.remove()
          return { cut: selector, places: places() }
        })
        return { whole, afterCuts }
      })
      expect(Object.keys(cuts.whole), `${path} at ${width} px: every part is in the header`).toHaveLength(6)
      for (const { cut, places } of cuts.afterCuts) {
        for (const [selector, place] of Object.entries(places)) {
          expect(place, `${path} at ${width} px, without ${cut} and what follows it: ${selector}`).toBe(cuts.whole[selector])
        }
      }
    }
  }
})
