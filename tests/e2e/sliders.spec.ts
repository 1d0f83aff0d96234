import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectReady, holdScripts } from './support'

// Sliders and videos (issue 14), on the block gallery (every fixture) and the seeded video pages.
// Each slider answers the keyboard only once Embla has started: the slider marks itself data-hydrated="true"
// (src/components/ui/hydration.ts); a click or key before that is held and replayed then.

const gallery = async (page: Page, width = 1280) => {
  await page.setViewportSize({ width, height: 900 })
  await page.goto('/block-gallery/')
  await expect(page.locator('[data-block]').first()).toBeVisible()
}
const block = (page: Page, slug: string, nth = 0) => page.locator(`[data-block="${slug}"]`).nth(nth)
const carousel = (scope: Locator) => scope.locator('[aria-roledescription="carousel"]').first()
const slide = (scope: Locator, n: number) => scope.locator(`[aria-roledescription="slide"][aria-label^="${n} of "]`)
/** Hydrated, and in view, as a visitor looking at it has it (a slide show waits while out of view). */
const ready = async (scope: Locator) => {
  await carousel(scope).scrollIntoViewIfNeeded()
  await expect(carousel(scope)).toHaveAttribute('data-hydrated', 'true')
}
/** A slide is shown when it is not inert (the slider makes slides outside the view inert). */
const shown = (scope: Locator, n: number) => expect(slide(scope, n)).not.toHaveAttribute('inert', /.*/)
const hidden = (scope: Locator, n: number) => expect(slide(scope, n)).toHaveAttribute('inert', /.*/)

test.describe('sliders', () => {
  test('generic slider: keyboard (Next button, arrow keys), slide labels and focusable controls', async ({ page }) => {
    await gallery(page, 390)
    const slider = block(page, 'genericSlider')
    await ready(slider)
    await expect(carousel(slider)).toHaveAttribute('aria-label', 'Ways we can help')
    await shown(slider, 1)
    await hidden(slider, 2)
    await slider.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await shown(slider, 2)
    await hidden(slider, 1)
    // Arrow keys move it while focus is inside it.
    await page.keyboard.press('ArrowRight')
    await shown(slider, 3)
    await page.keyboard.press('ArrowLeft')
    await shown(slider, 2)
    // The dots sit between the previous and next buttons in the tab order.
    await page.keyboard.press('Shift+Tab')
    await expect(slider.getByRole('button', { name: 'Go to slide 3 of 3' })).toBeFocused()
    await expect(slider.getByRole('button', { name: 'Go to slide 2 of 3' })).toHaveAttribute('aria-current', 'true')
  })

  test('generic slider: a pointer swipe moves it', async ({ page }) => {
    await gallery(page, 390)
    const slider = block(page, 'genericSlider')
    await ready(slider)
    const viewport = slider.locator('.slider__viewport')
    await viewport.scrollIntoViewIfNeeded()
    const box = (await viewport.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width - 40, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, y, { steps: 8 })
    await page.mouse.move(box.x + 40, y, { steps: 8 })
    await page.mouse.up()
    await shown(slider, 2)
    await hidden(slider, 1)
  })

  test('generic slider: a touch swipe on a phone moves it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    try {
      const page = await context.newPage()
      await page.goto('/block-gallery/')
      const slider = block(page, 'genericSlider')
      await ready(slider)
      const viewport = slider.locator('.slider__viewport')
      await viewport.scrollIntoViewIfNeeded()
      const box = (await viewport.boundingBox())!
      const y = Math.round(box.y + box.height / 2)
      // Real touch events (the browser turns them into the pointer events Embla listens to).
      const cdp = await context.newCDPSession(page)
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y }] })
      const from = box.x + box.width - 30
      const to = box.x + 30
      await touch('touchStart', from)
      for (let i = 1; i <= 10; i++) await touch('touchMove', from + ((to - from) * i) / 10)
      await touch('touchEnd', to)
      await shown(slider, 2)
      await hidden(slider, 1)
    } finally {
      await context.close()
    }
  })

  test('auto-advance: rotates, stops on hover and focus, has a pause control', async ({ page }) => {
    await page.clock.install()
    await gallery(page, 1280)
    const slider = block(page, 'genericSlider', 1)
    await ready(slider)
    await page.mouse.move(0, 0)
    const region = carousel(slider)
    await expect(region).toHaveAttribute('data-rotating', 'true')
    await shown(slider, 1)
    // 4 s delay in the fixture, on the page's clock.
    await page.clock.runFor(4_000)
    await shown(slider, 2)
    // Scrolled out of view it waits (no step in 8 s); back in view it goes on.
    await region.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom + 10))
    await expect(region).toHaveAttribute('data-rotating', 'false')
    await page.clock.runFor(8_000)
    await shown(slider, 2)
    await region.scrollIntoViewIfNeeded()
    await expect(region).toHaveAttribute('data-rotating', 'true')

    await region.hover()
    await expect(region).toHaveAttribute('data-rotating', 'false')
    await page.mouse.move(0, 0)
    await expect(region).toHaveAttribute('data-rotating', 'true')

    const pause = slider.getByRole('button', { name: 'Stop automatic slide show' })
    await pause.focus()
    // Focus inside stops it too.
    await expect(region).toHaveAttribute('data-rotating', 'false')
    await page.keyboard.press('Enter')
    await expect(slider.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused()
    await slider.getByRole('button', { name: 'Start automatic slide show' }).blur()
    await expect(region).toHaveAttribute('data-rotating', 'false')
  })

  test('prefers-reduced-motion: no auto-advance until the visitor starts it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // The page's timers run on a clock the test moves: 5 s pass without waiting for them.
    await page.clock.install()
    await gallery(page, 1280)
    for (const [slug, nth] of [['genericSlider', 1], ['tabsToSlider', 0]] as const) {
      const slider = block(page, slug, nth)
      await ready(slider)
      await expect(carousel(slider)).toHaveAttribute('data-rotating', 'false')
      await expect(slider.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
    }
    await page.mouse.move(0, 0)
    // More than the fixture's 4 s delay.
    await page.clock.runFor(5_000)
    await shown(block(page, 'genericSlider', 1), 1)
    await hidden(block(page, 'genericSlider', 1), 2)
  })

  test('a Next click made before the slider’s script has loaded moves it once the script is there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    const release = await holdScripts(page)
    await page.goto('/block-gallery/', { waitUntil: 'domcontentloaded' })
    const slider = block(page, 'genericSlider')
    await expect(carousel(slider)).toHaveAttribute('data-hydrated', 'false')
    await slider.getByRole('button', { name: 'Next slide' }).click()
    release()
    await ready(slider)
    await shown(slider, 2)
    await hidden(slider, 1)
  })

  test('link slider opens at the link of the current page; cards slider steps one card (PB 9)', async ({ page }) => {
    await gallery(page, 1280)
    const links = block(page, 'linkSlider')
    await ready(links)
    // "Block gallery" is link 5 of 6: the second view (4-6) shows.
    await shown(links, 5)
    await hidden(links, 1)
    await expect(links.getByRole('link', { name: 'Block gallery' })).toBeVisible()

    const cards = block(page, 'cardsSlider')
    await ready(cards)
    await shown(cards, 3)
    await hidden(cards, 4)
    await cards.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await shown(cards, 4)
    await hidden(cards, 1)
    await page.keyboard.press('Enter')
    await shown(cards, 5)
    await hidden(cards, 2)
    // Still focused at the end (aria-disabled, not disabled), so the keyboard can go back.
    await expect(cards.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true')
    await expect(cards.getByRole('button', { name: 'Next slide' })).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await shown(cards, 2)
    await hidden(cards, 5)
  })

  test('quote slider wraps both ways; tabs-to-slider moves by its tab names', async ({ page }) => {
    await gallery(page, 1280)
    const quotes = block(page, 'quoteSlider')
    await ready(quotes)
    await expect(carousel(quotes).locator('.quote-slide').first()).toHaveCSS('min-height', '470px')
    await quotes.getByRole('button', { name: 'Previous slide' }).focus()
    await page.keyboard.press('Enter')
    await shown(quotes, 3)
    await quotes.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await shown(quotes, 1)

    const tabs = block(page, 'tabsToSlider')
    await ready(tabs)
    await tabs.getByRole('button', { name: 'Check rebates' }).focus()
    await page.keyboard.press('Enter')
    await shown(tabs, 2)
    await expect(tabs.getByRole('button', { name: 'Check rebates' })).toHaveAttribute('aria-current', 'true')
    await expect(carousel(tabs)).toHaveAttribute('data-rotating', 'false')
  })

  test('tabs switcher: arrow keys (Up and Down too), Home and End move between tabs', async ({ page }) => {
    await gallery(page, 1280)
    const switcher = block(page, 'tabsSwitcher')
    const first = switcher.getByRole('tab', { name: 'Air conditioner' })
    await expectReady(first)
    await first.focus()
    await page.keyboard.press('ArrowRight')
    await expect(switcher.getByRole('tab', { name: 'Heat pump' })).toHaveAttribute('aria-selected', 'true')
    await expect(switcher.getByRole('tab', { name: 'Heat pump' })).toBeFocused()
    await expect(switcher.getByRole('tabpanel')).toContainText('Efficient in mild winters')
    await page.keyboard.press('End')
    await expect(switcher.getByRole('tab', { name: 'Furnace' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(switcher.getByRole('tab', { name: 'Heat pump' })).toHaveAttribute('aria-selected', 'true')
  })
})

test.describe('videos', () => {
  test('nothing is requested from the video host before play; then a youtube-nocookie player loads', async ({ page }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname
      if (host !== 'localhost' && host !== '127.0.0.1') thirdParty.push(request.url())
    })
    // The player itself is not fetched from the internet in a test: answer for the host.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title><p>player stand-in</p>' }))
    await gallery(page, 1280)
    const response = await page.request.get('/block-gallery/')
    expect(response.headers()['content-security-policy']).toContain("frame-src 'self' https://www.youtube-nocookie.com;")
    const videos = block(page, 'videoBlocks')
    await videos.scrollIntoViewIfNeeded()
    const play = videos.getByRole('button', { name: 'Play video: Changing a furnace filter' })
    await expectReady(play)
    expect(thirdParty).toEqual([])
    await expect(videos.locator('iframe')).toHaveCount(0)

    await play.focus()
    await page.keyboard.press('Enter')
    await expect(videos.locator('iframe')).toHaveCount(1)
    const frame = videos.locator('iframe')
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/sampleVid01?autoplay=1&rel=0')
    await expect(frame).toHaveAttribute('title', 'Video: Changing a furnace filter')
    await expect(frame).toBeFocused()
    await expect.poll(() => thirdParty.map((url) => new URL(url).hostname)).toEqual(['www.youtube-nocookie.com'])
  })

  test('video category slider: children indented, a loading indicator while switching, cards link to their pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    // Hold the category answer so the loading state can be seen.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route((url) => url.pathname === '/api/videos', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/resources/homeowning-01/')
    const slider = page.getByTestId('video-category-slider')
    await ready(slider)
    await expect(slider.locator('.video-card')).toHaveCount(3)
    const select = slider.getByLabel('Category')
    const labels = await select.locator('option').allTextContents()
    expect(labels.map((l) => l.replace(/\u00a0/g, '_'))).toEqual(['All Videos', 'New', 'Heating and Cooling', 'Maintenance', '___– Filters'])
    await expect(slider.locator('.video-card__badge')).toHaveCount(2)
    // Each seeded video shows its own poster upload (the first: the furnace-filter drawing).
    const poster = slider.locator('.video-card__image').first()
    await poster.scrollIntoViewIfNeeded()
    await expect(poster).toHaveAttribute('src', /poster-furnace-filter[^/]*\.webp\/?$/)
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280)

    await select.selectOption({ label: 'Heating and Cooling' })
    await expect(slider.getByRole('status')).toContainText('Loading videos')
    await expect(slider.locator('.video-slider__cards')).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(slider.getByRole('status')).toHaveCount(0)
    await expect(slider.locator('.video-card')).toHaveCount(1)
    const link = slider.getByRole('link', { name: 'Reading your thermostat' })
    await expect(link).toHaveAttribute('href', '/resources/homeowning-01/reading-your-thermostat/?category=Heating+and%20Cooling')
    await link.click()
    await expect(page).toHaveURL(/\/resources\/homeowning-01\/reading-your-thermostat\/\?category=Heating\+and%20Cooling$/)
    await expect(page.getByRole('button', { name: 'Play video: Reading your thermostat' })).toBeVisible()
  })
})
