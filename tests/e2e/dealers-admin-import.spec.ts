import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support'

test('an admin imports a dealer CSV from the Dealers list and sees the report', async ({ page, request }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/collections/dealers')
  await expect(page.getByRole('heading', { name: 'Import dealers' })).toBeVisible()
  const csv = [
    'data.companyID,data.name,data.city,data.state,data.zipcode,location.lat,location.lon',
    '7400001,E2E Imported Heating,Austin,TX,78701,30.2672,-97.7431',
    '7400002,E2E Bad Row,Austin,ZZ,78701,30.2672,-97.7431',
  ].join('\n')
  await page.getByLabel('Dealer file').setInputFiles({ name: 'dealers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const status = page.getByRole('status').filter({ hasText: 'rows:' })
  await expect(status).toContainText('2 rows: 1 created, 0 updated, 1 rejected.')
  await expect(status).toContainText('Line 3 (company ID 7400002): state must be a two-letter')

  const lookup = await request.get('/api/dealers/lookup?cid=7400001')
  expect(lookup.status()).toBe(200)
  expect((await lookup.json()).data.name).toBe('E2E Imported Heating')
})

test('a dealer’s new hours show on its public profile at the first visit after saving', async ({ page }) => {
  // The admin's edit view is a large application: under CI's load its first draw took over 10 s
  // (ci21), as admin.spec.ts allows for the same screens.
  test.setTimeout(120_000)
  const found = await (await page.request.get('/api/dealers/locations?brand=AS&zipcode=90210')).json()
  const dealer = found.dealers.at(-1) as { data: { companyID: number }; metaData: { dealer_url: string } }
  const profile = new URL(dealer.metaData.dealer_url, 'http://site.invalid').pathname
  // Visited first, so the profile sits in the page cache when the dealer is saved.
  await page.goto(profile)
  await expect(page.getByRole('heading', { name: 'Hours' })).toBeVisible()

  await signInAsAdmin(page)
  await page.goto(`/admin/collections/dealers?search=${dealer.data.companyID}`)
  await page.getByRole('link', { name: new RegExp(String(dealer.data.companyID)) }).first().click()
  // Written as an editor might; stored and shown in the profile's one form.
  const minute = String(Date.now() % 60).padStart(2, '0')
  const hours = `6:${minute} AM - 9:00 PM`
  await expect(page.getByRole('heading', { name: new RegExp(`#${dealer.data.companyID}`) })).toBeVisible({ timeout: 30_000 })
  // Payload renders a long form's fields only once they come within 1,000 px of the screen; the hours
  // sit at the foot of the first tab, ~2,200 px down once the fields above have drawn. An editor scrolls
  // down to them; so does the test (to the foot, where they are, whatever has drawn above them).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.getByRole('heading', { name: 'Opening hours' }).scrollIntoViewIfNeeded()
  await page.getByLabel('Monday').fill(`6:${minute}am to 9pm`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()

  // The very next visit (no reload, no waiting out the cache's 5 minutes) shows the new hours: the
  // save revalidated the profile. A clock bound here measured CI's load, not the site.
  await page.goto(profile)
  await expect(page.getByRole('row', { name: `Monday ${hours}` })).toBeVisible()
})
