import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectInteractive } from './support'

/**
 * Issue 19 at phone width (390 x 844): the header is one compact row whose Menu button discloses the
 * navigation, and the dealer pager fits one line with many result pages.
 */

const PHONE = { width: 390, height: 844 }

async function noPageWideScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }))
  expect(widths.scroll, 'no horizontal page scroll').toBeLessThanOrEqual(widths.viewport)
}

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, 'element is laid out').not.toBeNull()
  return b!
}

test.describe('compact header', () => {
  test('at 390 px the header is one row of at most 72 px; Menu opens by Enter and Space, Escape closes and returns focus', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    // The menu and the pager answer the keyboard once the page's script has hydrated.
    await expectInteractive(page)
    const header = page.getByRole('banner')
    expect((await box(header)).height).toBeLessThanOrEqual(72)
    await noPageWideScroll(page)

    const nav = header.getByRole('navigation', { name: 'Main' })
    const menu = nav.getByRole('button', { name: 'Menu' })
    const rebates = nav.getByRole('link', { name: 'Rebates' })
    const call = header.getByRole('link', { name: /1-800-555-0123/ })
    // One row: brand, Menu and the call link share a line; the links wait behind the button.
    const brand = await box(header.getByRole('link', { name: 'American Standard' }))
    for (const control of [menu, call]) {
      const b = await box(control)
      expect(Math.abs(b.y + b.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(8)
    }
    await expect(call).toHaveAttribute('href', 'tel:18005550123')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(rebates).toBeHidden()

    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    // The menu leads with the main actions, then the links; it holds the page behind a backdrop.
    await expect(nav.locator('.site-header__panel-actions').getByRole('link')).toHaveText(['Find a dealer', 'Call us 1-800-555-0123'])
    await expect(nav.getByRole('list').first().getByRole('link')).toHaveText(['Find a dealer', 'Rebates'])
    await expect(nav.locator('.site-header__backdrop')).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'the page behind the menu does not scroll').toBe('hidden')
    // A group discloses its links by keyboard; Escape closes the group first, then the panel.
    const support = nav.getByRole('button', { name: 'Support' })
    await support.focus()
    await page.keyboard.press('Enter')
    await expect(support).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Schedule service' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Schedule service' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(support).toHaveAttribute('aria-expanded', 'false')
    await expect(support).toBeFocused()
    await expect(nav.getByRole('link', { name: 'Schedule service' })).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await menu.focus()
    await noPageWideScroll(page)
    // The open panel lays over the page: the header itself stays compact.
    expect((await box(header)).height).toBeLessThanOrEqual(72)

    // Tab walks into the menu; Escape from inside closes it and puts focus back on the button.
    await page.keyboard.press('Tab')
    await expect(nav.locator('.site-header__panel-actions').getByRole('link', { name: 'Find a dealer' })).toBeFocused()
    // Focus stays in the open menu: back from its button is its last control, the language switch.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(nav.getByRole('link', { name: 'Français' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
    await expect(rebates).toBeHidden()

    await page.keyboard.press('Space')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    // Touch: tap to open, tap a link to go there; the panel is closed on the new page.
    await menu.click()
    await rebates.click()
    await page.waitForURL('**/rebates/')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(rebates).toBeHidden()
    // A tap outside closes an open panel.
    await menu.click()
    await expect(rebates).toBeVisible()
    // The backdrop below the panel.
    await page.mouse.click(200, PHONE.height - 10)
    await expect(rebates).toBeHidden()
  })

  test('from 1024 px the links and the phone number sit in the header, with no Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    // The menu and the pager answer the keyboard once the page's script has hydrated.
    await expectInteractive(page)
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rebates' })).toBeVisible()
    await expect(header.getByRole('link', { name: '1-800-555-0123', exact: true })).toBeVisible()
  })
})

test.describe('compact dealer pager', () => {
  test('at 390 px the pager for 10001 fits one line and pages by keyboard', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/find-a-dealer/')
    // The menu and the pager answer the keyboard once the page's script has hydrated.
    await expectInteractive(page)
    const input = page.getByLabel('Zip or postal code')
    await input.fill('10001')
    await input.press('Enter')
    const cards = page.getByTestId('dealer-grid').getByTestId('dealer-card')
    await expect(cards).toHaveCount(3)
    const total = Number((await page.getByTestId('locator-count').textContent())?.split(' ')[0])
    const last = Math.ceil(total / 3)
    expect(last, 'enough sample dealers near 10001 for a long pager').toBeGreaterThan(7)

    const pager = page.getByRole('navigation', { name: 'Dealer result pages' })
    const controls = pager.getByRole('button')
    const onOneLine = async () => {
      const boxes = await Promise.all((await controls.all()).map(box))
      const tops = boxes.map((b) => Math.round(b.y))
      expect(Math.max(...tops) - Math.min(...tops), `pager controls on one line (tops ${tops.join(', ')})`).toBeLessThanOrEqual(2)
      for (const b of boxes) expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width)
    }
    await onOneLine()
    await noPageWideScroll(page)
    await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pager.getByRole('button', { name: `Page ${last}`, exact: true })).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    // Keyboard: Next page from the button, then a page from the window.
    const next = pager.getByRole('button', { name: 'Next page' })
    const firstNames = await cards.getByRole('heading').allTextContents()
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    expect((await cards.getByRole('heading').allTextContents()).filter((n) => firstNames.includes(n))).toEqual([])
    await pager.getByRole('button', { name: 'Page 5', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(pager.getByRole('button', { name: 'Page 5', exact: true })).toHaveAttribute('aria-current', 'page')
    // The window follows: current +-1 with first and last, and the skipped pages are gone.
    await expect(pager.getByRole('button', { name: 'Page 4', exact: true })).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Page 6', exact: true })).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveCount(0)
    await expect(pager.getByRole('button', { name: `Page ${last}`, exact: true })).toBeVisible()
    await onOneLine()

    await pager.getByRole('button', { name: `Page ${last}`, exact: true }).focus()
    await page.keyboard.press('Space')
    await expect(pager.getByRole('button', { name: `Page ${last}`, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(next).toBeDisabled()
    await onOneLine()
    await noPageWideScroll(page)
  })
})
