import { expect, test, type Page } from '@playwright/test'

/** Public path of a page slug, as the site links it ("home" is "/"). */
const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}/`)

async function publishedPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/pages?limit=100&depth=0&where[_status][equals]=published')
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { docs: Array<{ slug: string }> }
  return body.docs.map((doc) => pathOf(doc.slug)).sort()
}

/** Everything the browser reports as wrong while a page loads: console errors, page errors, failed or 4xx/5xx requests. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return problems
}

test.describe('every seeded page', () => {
  test.describe.configure({ timeout: 180_000 })

  test('loads without a console error or a failed request, icons included', async ({ page }) => {
    const paths = await publishedPaths(page)
    expect(paths).toEqual(expect.arrayContaining(['/', '/find-a-dealer/', '/privacy-policy/']))
    const problems = watchProblems(page)
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await page.waitForLoadState('networkidle')
      // Chromium asks for /favicon.ico on its own for a page without icon links; the site must answer either way.
      for (const href of await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))) {
        const icon = await page.request.get(href)
        expect(icon.status(), href).toBe(200)
      }
      expect(problems, path).toEqual([])
    }
  })

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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy (sample)')
    await expect(page.getByText('Sample text.', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Who receives it' })).toBeVisible()
  })
})
