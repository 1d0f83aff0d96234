import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { expectHydrated } from './support'

// Issue 26 items 4-6, on the block gallery (every fixture): hero media by screen size, tips grids on
// touch tablets, the cards and link sliders' steps and counts, the fade transition and the generic
// slider's per-device settings. Sliders answer the keyboard once Embla has started (data-hydrated).

const gallery = async (page: Page, width: number) => {
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
const shown = (scope: Locator, n: number) => expect(slide(scope, n)).not.toHaveAttribute('inert', /.*/)
const hidden = (scope: Locator, n: number) => expect(slide(scope, n)).toHaveAttribute('inert', /.*/)
/** The slides not made inert: the ones a visitor sees (at least half inside the slider). */
const shownCount = (scope: Locator) => scope.locator('[aria-roledescription="slide"]:not([inert])').count()
const imageLoaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

/**
 * Records every value an element's inline style property is given: the fade plugin sets a slide's
 * opacity, and Embla the row of slides' transform, frame by frame while it moves.
 */
async function watchStyle(element: Locator, property: 'opacity' | 'transform') {
  await element.evaluate((el: HTMLElement, name) => {
    const seen: string[] = []
    ;(window as unknown as { stylesSeen: string[] }).stylesSeen = seen
    new MutationObserver(() => seen.push(el.style.getPropertyValue(name))).observe(el, { attributes: true, attributeFilter: ['style'] })
  }, property)
}
const stylesSeen = (page: Page) => page.evaluate(() => (window as unknown as { stylesSeen: string[] }).stylesSeen.filter(Boolean))
const opacitiesSeen = async (page: Page) => (await stylesSeen(page)).map(Number)

async function touchTablet(browser: Browser) {
  // A touch tablet: no hover-capable pointer.
  const context = await browser.newContext({ viewport: { width: 800, height: 1100 }, hasTouch: true, isMobile: true })
  return { context, page: await context.newPage() }
}

test.describe('hero media by screen size', () => {
  test('video hero: phones see the mobile image and fetch no video; wider screens play the sample video', async ({ page }) => {
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url())
    })
    await gallery(page, 390)
    const hero = page.locator('[data-block="hero"] [data-variant="video"]')
    await hero.scrollIntoViewIfNeeded()
    const picture = hero.locator('.hero-block__picture img')
    await expect(picture).toBeVisible()
    await expect.poll(() => imageLoaded(picture)).toBe(true)
    await expect(hero.locator('video')).toBeHidden()
    await expect(hero.getByRole('button', { name: /background video/ })).toBeHidden()
    expect(await hero.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
    expect(videoRequests).toEqual([])

    await page.setViewportSize({ width: 1280, height: 900 })
    const video = hero.locator('video')
    await expect(video).toBeVisible()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentSrc)).toMatch(/\/videos\/sample-hero\.mp4$/)
    await expect(hero.getByRole('button', { name: 'Pause background video' })).toBeVisible()
    // Scrolled out of view, it rests (no frames decoded for nobody); back in view, it plays on.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await video.scrollIntoViewIfNeeded()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
    await expect(hero.getByRole('button', { name: 'Pause background video' })).toBeVisible()
  })

  test('image hero shows its sample image at 390 and 1280 px', async ({ page }) => {
    for (const width of [390, 1280]) {
      await gallery(page, width)
      const image = page.locator('[data-block="hero"] [data-variant="image"] .hero-block__picture img')
      await expect(image).toBeVisible()
      await expect.poll(() => imageLoaded(image)).toBe(true)
    }
  })

  test('Hero (2025): the phone focus of the background image ends at 640 px, not 768', async ({ page }) => {
    // The Hero (2025) fixture with a background image puts the phone focus on the right of it.
    const background = page.locator('[data-block="hero2025"] .hero__background').first()
    await gallery(page, 639)
    await expect(background).toHaveCSS('object-position', '100% 50%')
    await page.setViewportSize({ width: 700, height: 900 })
    await expect(background).toHaveCSS('object-position', '50% 50%')
  })
})

test.describe('tips grids on touch screens', () => {
  test('a touch tablet (no hover) toggles the description on tap', async ({ browser }) => {
    const { context, page } = await touchTablet(browser)
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true)
    await page.goto('/block-gallery/')
    const card = block(page, 'tipsGrid').locator('.tips-card').first()
    const toggle = card.getByRole('button', { name: /^Show description:/ })
    const description = card.locator('.tips-card__desc')
    await toggle.scrollIntoViewIfNeeded()
    await expect(toggle).toBeVisible()
    await expect(description).toBeHidden()
    await expectHydrated(toggle)
    await toggle.tap()
    await expect(card.getByRole('button', { name: /^Hide description:/ })).toHaveAttribute('aria-expanded', 'true')
    await expect(description).toBeVisible()
    await card.getByRole('button', { name: /^Hide description:/ }).tap()
    await expect(description).toBeHidden()
    await context.close()
  })

  test('with a mouse, tablets and desktops still show the description on hover', async ({ page }) => {
    await gallery(page, 800)
    const card = block(page, 'tipsGrid').locator('.tips-card').first()
    await expect(card.getByRole('button', { name: /description:/ })).toBeHidden()
    await card.hover()
    await expect(card.locator('.tips-card__desc')).toBeVisible()
  })
})

test.describe('slider steps, counts and transitions', () => {
  test('cards slider: three cards where they fit, and Next moves one card', async ({ page }) => {
    await gallery(page, 1280)
    const cards = block(page, 'cardsSlider')
    await ready(cards)
    await expect.poll(() => shownCount(cards)).toBe(3)
    await cards.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await hidden(cards, 1)
    await shown(cards, 2)
    await shown(cards, 4)
    await hidden(cards, 5)
    await page.keyboard.press('Enter')
    await shown(cards, 5)
    await hidden(cards, 2)

    // A tablet-wide window has room for three cards too; a phone for one.
    await gallery(page, 800)
    await ready(cards)
    await expect.poll(() => shownCount(cards)).toBe(3)
    await gallery(page, 390)
    await ready(cards)
    await expect.poll(() => shownCount(cards)).toBe(1)
  })

  test('link slider: three links wherever they fit (a large phone on), a view per step', async ({ page }) => {
    await gallery(page, 500)
    const links = block(page, 'linkSlider')
    await ready(links)
    // Opens at "Block gallery" (link 5 of 6): the view of links 4-6.
    await expect.poll(() => shownCount(links)).toBe(3)
    await shown(links, 4)
    await shown(links, 6)
    await links.getByRole('button', { name: 'Previous slide' }).focus()
    await page.keyboard.press('Enter')
    await shown(links, 1)
    await shown(links, 3)
    await hidden(links, 4)
    // A small phone has room for two.
    await gallery(page, 390)
    await ready(links)
    await expect.poll(() => shownCount(links)).toBe(2)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('generic slider per screen size: fades on desktops, switches at once on tablets, slides on phones', async ({ page }) => {
    await gallery(page, 1280)
    // The third generic slider fixture: each screen size has its own transition, auto-advance and colours.
    const slider = block(page, 'genericSlider', 2)
    await ready(slider)
    const track = slider.locator('.slider__track')
    const next = slider.getByRole('button', { name: 'Next slide' })
    // Focus inside stops the rotation; then start from the first slide.
    await next.focus()
    await expect(carousel(slider)).toHaveAttribute('data-rotating', 'false')
    await slider.getByRole('button', { name: 'Go to slide 1 of 3' }).click()
    await shown(slider, 1)
    await watchStyle(slide(slider, 2), 'opacity')
    await next.focus()
    await page.keyboard.press('Enter')
    await shown(slider, 2)
    await hidden(slider, 1)
    await expect(slide(slider, 2)).toHaveCSS('opacity', '1')
    // Faded in at the start of the slider; the row of slides never moved.
    const left = (await slider.locator('.slider__viewport').boundingBox())!.x
    expect(Math.round((await slide(slider, 2).boundingBox())!.x)).toBe(Math.round(left))
    await expect(track).toHaveCSS('transform', 'none')
    const seen = await opacitiesSeen(page)
    expect(seen.some((opacity) => opacity > 0 && opacity < 1)).toBe(true)

    // A tablet (640-1023 px) switches at once: the row of slides takes its new place in one move.
    await gallery(page, 800)
    await ready(slider)
    await next.focus()
    await expect(carousel(slider)).toHaveAttribute('data-rotating', 'false')
    await slider.getByRole('button', { name: 'Go to slide 1 of 3' }).click()
    await shown(slider, 1)
    await watchStyle(track, 'transform')
    await next.focus()
    await page.keyboard.press('Enter')
    await shown(slider, 2)
    await hidden(slider, 1)
    const moves = await stylesSeen(page)
    expect(new Set(moves).size).toBe(1)
    await expect(slide(slider, 1)).toHaveCSS('opacity', '1')

    await gallery(page, 390)
    await ready(slider)
    await next.focus()
    await page.keyboard.press('Enter')
    await shown(slider, 2)
    await expect(track).not.toHaveCSS('transform', 'none')
    await expect(slide(slider, 1)).toHaveCSS('opacity', '1')
  })

  test('generic slider per screen size: auto-advance and colours', async ({ page }) => {
    // The page's timers run on a clock the test can stop and move.
    const start = new Date('2026-03-02T08:00:00Z')
    await page.clock.install({ time: start })
    await gallery(page, 1280)
    const slider = block(page, 'genericSlider', 2)
    await ready(slider)
    await page.mouse.move(0, 0)
    await expect(carousel(slider)).toHaveAttribute('data-rotating', 'true')
    await expect(slider.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible()
    const next = slider.getByRole('button', { name: 'Next slide' })
    await expect(next).toHaveCSS('color', 'rgb(255, 255, 255)')
    await expect(next).toHaveCSS('background-color', 'rgb(11, 37, 69)')

    await gallery(page, 390)
    await ready(slider)
    await expect(carousel(slider)).toHaveAttribute('data-rotating', 'false')
    await expect(slider.getByRole('button', { name: /automatic slide show/ })).toBeHidden()
    await expect(next).toHaveCSS('color', 'rgb(11, 37, 69)')
    await expect(next).toHaveCSS('background-color', 'rgb(255, 255, 255)')

    // A tablet: dark blue arrows on baby blue, and a step every 3 s (desktops wait 6 s).
    await gallery(page, 800)
    await ready(slider)
    await page.mouse.move(0, 0)
    await expect(carousel(slider)).toHaveAttribute('data-rotating', 'true')
    await expect(slider.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible()
    await expect(next).toHaveCSS('color', 'rgb(8, 63, 145)')
    await expect(next).toHaveCSS('background-color', 'rgb(214, 233, 255)')
    // Focus inside stops it; back at the first slide, with the clock stopped, it starts again when
    // pointer and focus leave, and the test counts the seconds.
    await next.focus()
    await expect(carousel(slider)).toHaveAttribute('data-rotating', 'false')
    const first = slider.getByRole('button', { name: 'Go to slide 1 of 3' })
    await first.click()
    await shown(slider, 1)
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000))
    await page.mouse.move(0, 0)
    await first.blur()
    await expect(carousel(slider)).toHaveAttribute('data-rotating', 'true')
    await page.clock.runFor(2_900)
    await shown(slider, 1)
    await hidden(slider, 2)
    await page.clock.runFor(200)
    await shown(slider, 2)
    await hidden(slider, 1)
  })

  test('prefers-reduced-motion: the fade switches at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gallery(page, 1280)
    const slider = block(page, 'genericSlider', 2)
    await ready(slider)
    await expect(carousel(slider)).toHaveAttribute('data-rotating', 'false')
    await watchStyle(slide(slider, 2), 'opacity')
    await slider.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await shown(slider, 2)
    await expect(slide(slider, 2)).toHaveCSS('opacity', '1')
    const seen = await opacitiesSeen(page)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((opacity) => opacity === 0 || opacity === 1)).toBe(true)
  })
})
