import { expect, test, type Page } from '@playwright/test'

// Strings each library keeps in its minified code (error names, option names, display names).
const LIBRARIES = {
  zod: 'ZodError',
  libphonenumber: 'INVALID_COUNTRY',
  'react-hook-form': 'shouldUnregister',
  'Radix Dialog': 'DialogTitle',
} as const
type Library = keyof typeof LIBRARIES

/** Records the JavaScript the page loads; `loaded()` names the libraries found in it so far. */
function recordScripts(page: Page) {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/') && response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''))
  })
  return async (): Promise<Library[]> => {
    const code = (await Promise.all(bodies)).join('\n')
    return (Object.keys(LIBRARIES) as Library[]).filter((name) => code.includes(LIBRARIES[name]))
  }
}

test.describe('first-load JavaScript follows the blocks on the page', () => {
  test('the home page loads no form, validation, phone or dialog library', async ({ page }) => {
    const loaded = recordScripts(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    await expect(page.getByTestId('hero-find-dealer-card')).toBeVisible()
    expect(await loaded()).toEqual([])
  })

  test('the locator loads the contact form and its libraries when the contact modal opens', async ({ page }) => {
    const loaded = recordScripts(page)
    await page.goto('/find-a-dealer/?zipcode=10001', { waitUntil: 'networkidle' })
    const open = page.getByTestId('dealer-grid').getByTestId('dealer-card').first().getByRole('button', { name: 'Book Online' })
    await expect(open).toBeVisible()
    // The dealer search validates its response with zod; the form libraries are not needed yet.
    expect(await loaded()).toEqual(['zod'])

    await open.click()
    const modal = page.getByRole('dialog', { name: 'Contact your local dealer' })
    await expect(modal.getByLabel('First name')).toBeVisible()
    expect(await loaded()).toEqual(['zod', 'libphonenumber', 'react-hook-form', 'Radix Dialog'])
  })
})
