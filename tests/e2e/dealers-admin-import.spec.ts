import { expect, test } from '@playwright/test'
import { loginToAdmin } from './support'

test('an admin imports a dealer CSV from the Dealers list and sees the report', async ({ page, request }) => {
  await loginToAdmin(page)
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
