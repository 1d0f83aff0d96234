import { expect, test, type Page } from '@playwright/test'

// Issue 26 item 3: blocks that lived only in the block gallery, on the public pages that host them
// (readings 35, 36 and 48), and item 11's serial-number PDF on /contact-us/.

/** The hreflang alternates in the page's head, as site paths. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('hreflang') ?? '', new URL((n as HTMLLinkElement).href).pathname]))
  return Object.fromEntries(links)
}

test('the French home page: lang="fr", the French blocks, and the English and French versions name each other', async ({ page }) => {
  await page.goto('/fr/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chauffage et climatisation pour votre maison')
  await expect(page.getByRole('heading', { name: 'Trouvez le bon produit' })).toBeVisible()
  await expect(page.getByTestId('need-help-now')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { name: 'Besoin d’aide maintenant?' })).toBeVisible()
  const contact = page.getByTestId('contact-dealer-block')
  await expect(contact).toHaveAttribute('lang', 'fr')
  await expect(contact.getByText('Étape 1 de 2')).toBeVisible()
  // The header, menus and footer are French too, and the language switch leads to the English version.
  await expect(page.locator('header.site-header')).not.toHaveAttribute('lang', /./)
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeAttached()
  await expect(page.locator('.site-header__lang')).toHaveAttribute('href', '/')
  await expect(page.locator('.site-header__lang')).toHaveAttribute('hreflang', 'en')
  await expect(page.locator('footer.site-footer')).toContainText('Abonnez-vous à notre infolettre')
  const both = { en: '/', fr: '/fr/', 'x-default': '/' }
  expect(await alternates(page)).toEqual(both)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/$/)

  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('.site-header__lang')).toHaveAttribute('href', '/fr/')
  expect(await alternates(page)).toEqual(both)
  // A page without a French version names none.
  await page.goto('/contact-us/')
  expect(await alternates(page)).toEqual({})

  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  const frEntry = /<url>\s*<loc>[^<]*\/fr\/<\/loc>[\s\S]*?<\/url>/.exec(sitemap)?.[0] ?? ''
  expect(frEntry).toMatch(/hreflang="en"\s+href="[^"]*\/"/)
  expect(frEntry).toMatch(/hreflang="x-default"/)
})

test('a Spanish need-help-now banner on /contact-us/, and the customer care hint links the serial-number PDF', async ({ page }) => {
  await page.goto('/contact-us/')
  const spanish = page.locator('[data-testid="need-help-now"][lang="es"]')
  await expect(spanish.getByRole('heading', { name: '¿Necesita ayuda ahora?' })).toBeVisible()
  await expect(spanish.getByRole('link', { name: /^Llame al / })).toHaveAttribute('href', /^tel:/)
  await expect(spanish.getByRole('link', { name: 'Programar servicio' })).toHaveAttribute('href', '/find-your-dealer/')

  await expect(page.locator('html')).toHaveAttribute('data-click-tracking', 'ready')
  const care = page.getByTestId('customer-care-form')
  await care.getByRole('group', { name: 'Do you own an American Standard system?' }).getByLabel('Yes').check()
  const pdf = care.getByTestId('serial-hint').getByRole('link', { name: /Where to find the serial number \(PDF\)/ })
  const href = await pdf.getAttribute('href')
  expect(href).toMatch(/^\/api\/documents\/file\/sample-serial-number-instructions\.pdf\/?$/)
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/pdf')
})

test('the leasing explainer on /products/ links the spec’s two pages, which answer', async ({ page }) => {
  await page.goto('/products/')
  const lease = page.locator('[data-block="leasingExplainer"]')
  await expect(lease.getByRole('heading', { name: 'Lease your comfort system' })).toBeVisible()
  await expect(lease.getByRole('link', { name: 'Smart thermostats' })).toHaveAttribute('href', '/products/thermostats-and-controls/smart-thermostats/')
  await expect(lease.getByRole('link', { name: 'Our whole-home air cleaner' })).toHaveAttribute('href', '/products/indoor-air-quality/air-purification/cleaneffects/')
  await lease.getByRole('link', { name: 'Smart thermostats' }).click()
  await expect(page).toHaveURL(/\/products\/thermostat-controls\/smart-thermostats\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart thermostats')
  expect((await page.request.get('/products/indoor-air-quality/air-purification/cleaneffects/')).status()).toBe(200)
})

test('the related-articles block lists the seeded sample articles, newest first', async ({ page }) => {
  await page.goto('/resources/articles/')
  const list = page.locator('[data-block="relatedArticles"]')
  await expect(list.getByRole('heading', { name: 'Latest articles' })).toBeVisible()
  await expect(list.getByText('No articles to show yet.')).toHaveCount(0)
  const titles = list.getByRole('heading', { level: 3 })
  await expect(titles).toHaveText([
    'Five checks before you book a service call',
    'How often should you change your air filter?',
    'What a home energy audit can tell you',
    'Questions to ask before you replace your system',
  ])
  // Each with its excerpt.
  await expect(list.locator('.related__excerpt')).toHaveCount(4)
  await expect(list.getByText('The thermostat, the breaker, the filter, the vents and the drain line, in that order.')).toBeVisible()
  await list.getByRole('link', { name: 'How often should you change your air filter?' }).click()
  await expect(page).toHaveURL(/\/resources\/articles\/how-often-to-change-your-filter\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How often should you change your air filter?')
  // The resources index leads to the articles.
  await page.goto('/resources/')
  await expect(page.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/resources/articles/')
})

test('the home page has the home contact form', async ({ page }) => {
  await page.goto('/')
  const form = page.getByTestId('home-contact-form')
  await expect(form.getByRole('group', { name: /Step 1 of 2/ })).toBeVisible()
  for (const topic of ['New system', 'Repair system', 'Pricing', 'Other']) await expect(form.getByRole('button', { name: topic })).toBeVisible()
})
