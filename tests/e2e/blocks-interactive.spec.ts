import { expect, test, type Page } from '@playwright/test'
import { expectInteractive } from './support'

// Keyboard and state checks of the interactive blocks, on the block gallery (every fixture).
const gallery = async (page: Page, width = 1280) => {
  await page.setViewportSize({ width, height: 900 })
  await page.goto('/block-gallery/')
  // The interactive blocks answer the keyboard once their scripts have loaded and hydrated.
  await expectInteractive(page)
}

test.describe('interactive blocks on the gallery', () => {
  test('closeable banner: the close button works from the keyboard; the banner is back after a reload', async ({ page }) => {
    await gallery(page)
    const banner = page.getByTestId('closeable-banner').filter({ hasText: 'Heating season check-ups' })
    await banner.getByRole('button', { name: 'Close banner' }).focus()
    await page.keyboard.press('Enter')
    await expect(banner).toHaveCount(0)
    await page.reload()
    await expect(page.getByTestId('closeable-banner').filter({ hasText: 'Heating season check-ups' })).toBeVisible()
  })

  test('accordion: the first section follows the editor’s width bands', async ({ page }) => {
    const first = (p: Page) => p.locator('[data-block="accordion"]').first().locator('details').first()
    await gallery(page, 390)
    await expect(first(page)).not.toHaveAttribute('open', '')
    await gallery(page, 1280)
    await expect(first(page)).toHaveAttribute('open', '')
    await first(page).locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(first(page)).not.toHaveAttribute('open', '')
  })

  test('tooltips: keyboard focus shows the explanation (and it stays while the page scrolls to it), Escape hides it', async ({ page }) => {
    await gallery(page)
    const trigger = page.locator('[data-block="tooltips"] .tooltip__trigger').first()
    const bubble = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    await trigger.focus()
    await expect(bubble).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bubble).toBeHidden()
  })

  test('section navigation at 390 px: Enter opens the dropdown, Escape closes it and returns focus; the current page is marked', async ({ page }) => {
    await gallery(page, 390)
    const nav = page.locator('[data-block="mobileDropdownNav"]').first()
    const toggle = nav.locator('.mnav__toggle')
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/block-gallery/')
    await expect(nav.locator('.mnav')).toHaveAttribute('data-enhanced', 'true')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await expect(page.locator('[data-block="mobileDropdownNav"]').nth(1).locator('.mnav__title')).toHaveText('Page not found')
  })

  test('phone number widget: Loading.. becomes a leased number', async ({ page }) => {
    await gallery(page)
    const widget = page.getByTestId('phone-number-widget').first()
    await expect(widget.locator('.phone-widget__number')).toHaveText(/\d/, { timeout: 15_000 })
    await expect(widget).not.toContainText('Loading..')
  })

  test('phone number widget: the default number when call tracking does not answer', async ({ page }) => {
    await page.route('**/api/whodis**', (route) => route.fulfill({ status: 503, body: '' }))
    await gallery(page)
    await expect(page.getByTestId('phone-number-widget').first().locator('.phone-widget__number')).toHaveText('1-800-555-0150', { timeout: 15_000 })
  })

  test('phone button: the mobile number under 1024 px, the desktop number from 1024 px', async ({ page }) => {
    await gallery(page, 390)
    const block = page.locator('[data-block="phoneButton"]').first()
    await expect(block.locator('.phone-button__link--mobile')).toBeVisible()
    await expect(block.locator('.phone-button__link--desktop')).toBeHidden()
    await gallery(page, 1280)
    await expect(block.locator('.phone-button__link--desktop')).toBeVisible()
    await expect(block.locator('.phone-button__link--mobile')).toBeHidden()
  })

  test('pasted HTML keeps its text and safe link, without script, event handlers or javascript: links', async ({ page }) => {
    await gallery(page)
    const html = page.locator('[data-block="html"]').filter({ hasText: 'Text pasted with unsafe parts' })
    await expect(html.locator('a[href="/rebates/"]')).toBeVisible()
    expect(await html.locator('script, [onclick], a[href^="javascript:"]').count()).toBe(0)
  })

  test('email banner: a bad address gets the spec message; a good one is stored as a newsletter lead and thanked', async ({ page }) => {
    await gallery(page)
    const banner = page.locator('[data-block="emailBanner"]').first()
    const email = banner.getByLabel('Email address')
    await email.fill('not-an-email')
    await banner.getByRole('button', { name: 'Sign Up' }).click()
    await expect(banner.getByRole('alert')).toHaveText(/Please enter/)
    await email.fill(`banner-${Date.now()}@example.com`)
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST')
    await email.press('Enter')
    const response = await posted
    expect(response.status()).toBe(201)
    expect(response.request().headers()['idempotency-key']).toBeTruthy()
    await expect(banner.getByRole('status')).toHaveText('Thank you! Your email has been successfully submitted.')
  })
})
