import { expect, test } from '@playwright/test'
import { titleCaseDealerName } from '@/domain/dealers/titleCaseDealerName'

/** Dealer profile pages /dealers/{slug}/ built from the seeded sample dealers. */

async function firstProfilePath(request: import('@playwright/test').APIRequestContext) {
  const body = await (await request.get('/api/dealers/locations?brand=AS&zipcode=10001')).json()
  const dealer = body.dealers.find((d: { metaData: { total_review_count: number } }) => d.metaData.total_review_count > 3)
  return { dealer, path: dealer.metaData.dealer_url as string }
}

test.describe('dealer profile page', () => {
  test('at 390 px "Request a visit" is in the first screen and stays at the bottom while reading; it jumps to the form', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const { path } = await firstProfilePath(request)
    await page.goto(path)
    const links = page.getByRole('link', { name: 'Request a visit', exact: true })
    await expect(links).toHaveCount(2)
    const first = (await links.first().boundingBox())!
    expect(first.y + first.height, 'the top action is above the fold').toBeLessThanOrEqual(844)
    // Halfway down (hours, reviews) the sticky one is on screen at the bottom.
    await page.getByRole('heading', { name: 'Hours' }).scrollIntoViewIfNeeded()
    const sticky = (await links.last().boundingBox())!
    expect(sticky.y + sticky.height).toBeLessThanOrEqual(844)
    expect(sticky.y).toBeGreaterThan(844 - 120)
    await links.last().click()
    await expect(page.getByRole('heading', { name: /^Request a visit from / })).toBeInViewport()
  })

  test('is reached from a dealer card and renders the dealer with valid LocalBusiness JSON-LD', async ({ page, request }) => {
    await page.goto('/find-a-dealer/?zipcode=10001')
    const link = page.getByTestId('dealer-card').first().getByRole('heading').getByRole('link')
    const name = await link.textContent()
    const href = await link.getAttribute('href')
    await link.click()
    await page.waitForURL(`**${href}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')

    const { dealer, path } = await firstProfilePath(request)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const d = dealer.data
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleCaseDealerName(d.name ?? ''))
    await expect(page.locator('.dealer-profile__address')).toContainText(d.city)
    await expect(page.getByRole('button', { name: 'Call Now' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Hours' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Recent reviews' })).toBeVisible()

    const raw = await page.locator('script[type="application/ld+json"]').textContent()
    const ld = JSON.parse(raw ?? '')
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HVACBusiness',
      name: await page.getByRole('heading', { level: 1 }).textContent(),
      url: expect.stringMatching(new RegExp(`${path.replace(/[/]/g, '\\/')}$`)),
      address: { '@type': 'PostalAddress', addressLocality: d.city, addressRegion: d.state, postalCode: d.zipcode },
      geo: { '@type': 'GeoCoordinates', latitude: dealer.location.lat, longitude: dealer.location.lon },
      aggregateRating: { '@type': 'AggregateRating', reviewCount: dealer.metaData.total_review_count },
    })
    expect(ld.aggregateRating.ratingValue).toBeCloseTo(dealer.metaData.average_rating, 1)
  })

  test('the two-step DEALER_LEAD_FORM validates each step, goes back and forth, and thanks the visitor', async ({ page, request }) => {
    const { path } = await firstProfilePath(request)
    await page.goto(path)
    const form = page.locator('.dealer-profile__form')
    await expect(form.getByText('Step 1 of 2')).toBeVisible()
    await form.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(form.getByText('Please enter your first name')).toBeVisible()
    await expect(form.getByText('Please enter your last name')).toBeVisible()
    await form.getByLabel('First name').fill('P')
    await form.getByLabel('First name').blur()
    await expect(form.getByText('First name must be at least 2 characters')).toBeVisible()
    await form.getByLabel('First name').fill('Pat')
    await form.getByLabel('Last name').fill('Profile')
    await form.getByLabel('Email').fill(`e2e-profile-${Date.now()}@example.com`)
    await form.getByLabel('Phone').fill('(212) 555-0188')
    await form.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(form.getByText('Step 2 of 2')).toBeVisible()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText('Please enter your street address')).toBeVisible()
    await expect(form.getByText('Please enter your city')).toBeVisible()
    await expect(form.getByText('Please select a state')).toBeVisible()
    await form.getByRole('button', { name: 'Back' }).click()
    await expect(form.getByLabel('First name')).toHaveValue('Pat')
    await form.getByRole('button', { name: 'Next', exact: true }).click()
    await form.getByLabel('Street address').fill('450 Oak Ave')
    await form.getByRole('combobox', { name: 'City' }).fill('New York')
    await form.getByLabel('State / Province').selectOption('NY')
    await form.getByLabel('Zip / Postal code').fill('10001')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByTestId('lead-success')).toContainText('Your email has been sent!')
    await expect(form.getByTestId('lead-success')).toContainText('Your email has been sent!')
    await expect(form.getByTestId('lead-success')).toContainText('will contact you within one business day')
  })

  test('is listed in sitemap.xml; an unknown slug is the 404 page', async ({ page, request }) => {
    const { path } = await firstProfilePath(request)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`${path}</loc>`)
    expect(sitemap).toContain('/find-a-dealer/</loc>')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)

    const missing = await page.goto('/dealers/sample-nobody-nowhere-zz-123/')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    const noId = await page.goto('/dealers/no-company-id/')
    expect(noId?.status()).toBe(404)
  })
})
