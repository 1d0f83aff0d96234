import { expect, test } from '@playwright/test'

// Every page's own checks (console, scripts, icons, headings, links) are in the one site walk, crawl.spec.ts.
test.describe('icons', () => {
  test('the site names an SVG icon, an apple-touch-icon and answers /favicon.ico', async ({ page }) => {
    await page.goto('/privacy-policy/')
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1)
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1)
    const favicon = await page.request.get('/favicon.ico')
    expect(favicon.status()).toBe(200)
    expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
    const svgHref = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')
    const svg = await page.request.get(svgHref ?? '')
    expect(svg.headers()['content-type']).toContain('image/svg+xml')
    const touchHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    const touch = await page.request.get(touchHref ?? '')
    expect(touch.headers()['content-type']).toBe('image/png')
  })
})

test.describe('the routes of page-blocks-readings.md', () => {
  test('a glossary entry explains its rating and a category page compares the catalogue', async ({ page }) => {
    await page.goto('/resources/glossary/what-is-seer/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is SEER?')
    await expect(page.getByRole('heading', { level: 2, name: 'SEER and SEER2' })).toBeVisible()
    await page.getByRole('link', { name: 'What is EER?' }).click()
    await expect(page).toHaveURL(/\/resources\/glossary\/what-is-eer\/$/)

    await page.goto('/products/furnaces/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gas furnaces')
    const comparison = page.locator('[data-block="productComparison"]')
    await expect(comparison.getByRole('tab')).toHaveText(['80% Furnace', '90% Furnace'])
    await expect(comparison).toContainText('Comfort 96 modulating gas furnace')

    await page.goto('/resources/getting-started/hvac-basics/')
    await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link')).toHaveCount(13)
  })
})

test.describe('privacy policy', () => {
  test('the footer and a form’s consent note link to a published sample policy', async ({ page }) => {
    await page.goto('/')
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: /Privacy policy/i })
    const footerHref = await footerLink.getAttribute('href')
    expect(footerHref).toBe('/privacy-policy/')

    await page.goto('/find-a-dealer/?zipcode=10001')
    await page.getByTestId('dealer-grid').getByTestId('dealer-card').first().getByRole('button', { name: 'Book Online' }).click()
    const consentLink = page.getByRole('dialog').getByRole('link', { name: /Privacy Policy/ })
    const consentHref = await consentLink.getAttribute('href')

    for (const href of new Set([footerHref, consentHref])) {
      const response = await page.request.get(href ?? '')
      expect(response.status(), String(href)).toBe(200)
    }
    await page.goto(footerHref ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
    await expect(page.getByText(/^This page explains what happens to the information you send us/)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Who receives it' })).toBeVisible()
  })
})
