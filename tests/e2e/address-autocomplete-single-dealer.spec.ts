import { expect, test, type Page } from '@playwright/test'
import { startFakePhoton, type FakePhoton } from '../support/fakePhoton'
import { type Cluster, firstAdmin, startCluster } from '../support/instances'

// Issue 26 items 2 and 10, on an instance of this build with its own PostgreSQL and Redis (so its
// settings and page cache touch nothing the other browser tests read):
// - PHOTON_URL points at a local server speaking Photon's API: the street field suggests addresses
//   and a pick fills street, city, state and zip;
// - single-dealer mode (Site settings) sends the home contact form's and the contact-a-dealer
//   block's leads to that dealer, though neither block names a dealer.

const DEALER = { companyID: 987_654, name: 'ACME HEATING AND AIR' }
const PAGE_SLUG = 'lead-forms-check'

let photon: FakePhoton | undefined
let cluster: Cluster | undefined
let base = ''
let token = ''

async function api(path: string, method: 'GET' | 'POST', body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.ok, `${method} ${path}: ${response.status} ${text.slice(0, 500)}`).toBe(true)
  return JSON.parse(text) as Record<string, unknown>
}

async function leadsOf(email: string) {
  const found = await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, 'GET')
  return found.docs as Array<Record<string, unknown>>
}

async function openPage(page: Page) {
  await page.goto(`${base}/${PAGE_SLUG}/`)
  await expect(page.locator('html')).toHaveAttribute('data-click-tracking', 'ready')
}

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  // A PostgreSQL, a Redis, migrations and `npm start`: well over the default hook time-out.
  test.setTimeout(240_000)
  photon = await startFakePhoton()
  cluster = await startCluster({ count: 1, redis: true, env: { PHOTON_URL: photon.url, PHOTON_TIMEOUT_MS: '3000' } })
  base = cluster.instances[0]!.url
  token = await firstAdmin(base)
  // Everything is set before any page renders, so no cached page or setting predates it.
  await api('/api/dealers', 'POST', {
    data: { ...DEALER, city: 'Austin', state: 'TX', zipcode: '78701', addressLine1: '100 Congress Ave', email: 'acme@example.com' },
    location: { lat: 30.2672, lon: -97.7431 },
  })
  await api('/api/globals/site-settings', 'POST', { singleDealerCompanyId: DEALER.companyID })
  await api('/api/pages', 'POST', {
    title: 'Lead forms check',
    slug: PAGE_SLUG,
    _status: 'published',
    layout: [{ blockType: 'homeContactForm' }, { blockType: 'contactDealerForm', language: 'en' }],
  })
})

test.afterAll(async () => {
  cluster?.stop()
  await photon?.stop()
})

test('with PHOTON_URL, the street field suggests US and Canadian addresses and a pick fills street, city, state and zip', async ({ page }) => {
  await openPage(page)
  const block = page.getByTestId('home-contact-form')
  await block.getByRole('button', { name: 'New system' }).click()
  const street = block.getByRole('combobox', { name: 'Street address' })
  await expect(block.getByRole('textbox', { name: 'City', exact: true })).toBeVisible()
  await street.pressSequentially('350 Fif')
  const options = block.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option')
  // The Mexican result Photon also answers is not offered.
  await expect(options).toHaveText(['350 Fifth Avenue, New York, NY 10118', '1010 Rue De La Gauchetière Ouest, Montréal, QC H3B 2N2'])
  expect(photon!.requests.some((url) => url.searchParams.get('q') === '350 Fif')).toBe(true)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(street).toHaveValue('350 Fifth Avenue')
  await expect(block.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('New York')
  await expect(block.getByLabel('State / Province')).toHaveValue('NY')
  await expect(block.getByLabel('Zip / Postal code')).toHaveValue('10118')
  await expect(options).toHaveCount(0)
})

test('single-dealer mode: the home contact form and the contact-a-dealer block send their leads to that dealer', async ({ page }) => {
  await openPage(page)
  const home = page.getByTestId('home-contact-form')
  await expect(home).toContainText('Tell us about your project and Acme Heating and Air will contact you.')

  const homeEmail = `single-home-${Date.now()}@example.com`
  await home.getByRole('button', { name: 'Pricing' }).click()
  await home.getByLabel('First name').fill('Ann')
  await home.getByLabel('Last name').fill('Lee')
  await home.getByLabel('Email').fill(homeEmail)
  await home.getByLabel('Phone').fill('512-555-0142')
  await home.getByLabel('Street address').fill('12 Main St, Apt 4')
  await home.getByLabel('City', { exact: true }).fill('Austin')
  await home.getByLabel('State / Province').selectOption('TX')
  await home.getByLabel('Zip / Postal code').fill('78701')
  await home.getByRole('button', { name: 'Submit' }).click()
  await expect(home.getByTestId('home-contact-thanks')).toHaveText('Thank you! Acme Heating and Air will contact you soon.')
  expect(await leadsOf(homeEmail)).toMatchObject([{ kind: 'CONTACT_DEALER', formName: 'HOME_CONTACT_FORM', companyId: DEALER.companyID, topic: 'pricing' }])

  const block = page.locator('[data-testid="contact-dealer-block"][lang="en"]')
  const blockEmail = `single-block-${Date.now()}@example.com`
  await block.getByLabel('First name').fill('Ann')
  await block.getByLabel('Last name').fill('Lee')
  await block.getByLabel('Email').fill(blockEmail)
  await block.getByLabel('Phone').fill('512-555-0142')
  await block.getByRole('button', { name: 'Next' }).click()
  await block.getByLabel('Street address').fill('12 Main St')
  await block.getByLabel('City', { exact: true }).fill('Austin')
  await block.getByLabel('State / Province').selectOption('TX')
  await block.getByLabel('Zip / Postal code').fill('78701')
  await block.getByRole('button', { name: 'Submit' }).click()
  await expect(block.getByText('Thank you! The dealer will contact you soon.')).toBeVisible()
  expect(await leadsOf(blockEmail)).toMatchObject([{ kind: 'CONTACT_DEALER', formName: 'CONTACT_DEALER_BLOCK', companyId: DEALER.companyID }])
})
