import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ADMIN } from './support'

// Issue 26 item 1, readings 46: real addresses pass the street-address rule in every form; leaving
// the field never pulls focus back; a bad one shows its message when left; a submit focuses the
// first invalid field. Home contact form and French contact block (block gallery), /contact-a-dealer/.

const REAL_ADDRESSES = ['123 Main St, Apt 4', "12 O'Brien Rd", '1010, rue de la Gauchetière', "5 rue de l'Église", '77 #B Elm St']

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-click-tracking', 'ready')
}

/** The message is shown and announced: the control is invalid and described by it. */
async function expectAnnounced(control: Locator, message: string) {
  await expect(control).toHaveAccessibleDescription(message)
  await expect(control).toHaveAttribute('aria-invalid', 'true')
}

async function adminLeads(request: APIRequestContext, email: string) {
  const login = await request.post('/api/users/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const response = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Array<Record<string, unknown>> }).docs
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/**
 * Enters each address in the street field and leaves it with Tab: focus is on the next field and
 * stays there (what is typed next lands in it), and the street keeps the address with no message.
 */
async function typeRealAddresses(page: Page, street: Locator, next: Locator) {
  for (const address of REAL_ADDRESSES) {
    await street.fill(address)
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
    await page.keyboard.type('Laval')
    await page.keyboard.press('Escape')
    await expect(next).toHaveValue('Laval')
    await expect(street).toHaveValue(address)
    await expect(street).not.toHaveAttribute('aria-invalid', 'true')
    await next.fill('')
  }
}

/** Fills the city combobox and closes its suggestions once those for `value` are shown. */
async function fillCity(page: Page, city: Locator, value: string) {
  const options = city.locator('..').getByRole('option')
  await city.fill(value)
  await expect(options.filter({ hasText: value }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(options).toHaveCount(0)
}

/** A bad address left with Tab: the message, announced, and focus on the next field. */
async function leaveBadAddress(page: Page, street: Locator, next: Locator, message: string) {
  await street.fill('Main Street')
  await page.keyboard.press('Tab')
  await expectAnnounced(street, message)
  await expect(next).toBeFocused()
  await page.keyboard.type('Laval')
  await page.keyboard.press('Escape')
  await expect(next).toHaveValue('Laval')
  await expect(street).toHaveValue('Main Street')
}

test('home contact form: real addresses pass, a bad one is named on leaving, submit focuses it', async ({ page }) => {
  await page.goto('/block-gallery/')
  await hydrated(page)
  const block = page.getByTestId('home-contact-form')
  await block.getByRole('button', { name: 'Repair system' }).click()
  const street = block.getByLabel('Street address')
  const city = block.getByRole('combobox', { name: 'City' })
  await typeRealAddresses(page, street, city)
  await leaveBadAddress(page, street, city, 'Street address must be valid')

  await block.getByLabel('First name').fill('Ann')
  await block.getByLabel('Last name').fill('Lee')
  await block.getByLabel('Email').fill(unique('street-home'))
  await block.getByLabel('Phone').fill('212-555-0142')
  await fillCity(page, city, 'New York')
  await block.getByLabel('State / Province').selectOption('NY')
  await block.getByLabel('Zip / Postal code').fill('10001')
  await block.getByRole('button', { name: 'Submit' }).click()
  await expect(street).toBeFocused()
  await expectAnnounced(street, 'Street address must be valid')
  await expect(block.getByTestId('home-contact-thanks')).toHaveCount(0)
})

test('/contact-a-dealer/: real addresses pass, a bad one is named on leaving, submit focuses it', async ({ page }) => {
  await page.goto('/contact-a-dealer/')
  await hydrated(page)
  const block = page.getByTestId('contact-a-dealer')
  await block.getByLabel('Zip / Postal code').fill('10001')
  await block.getByLabel('Zip / Postal code').press('Enter')
  await expect(block.getByTestId('contact-a-dealer-panel')).toContainText('Showing specialists for 10001')
  const street = block.getByLabel('Street address')
  const city = block.getByRole('combobox', { name: 'City' })
  await typeRealAddresses(page, street, city)
  await leaveBadAddress(page, street, city, 'Street address must be valid')

  await block.getByLabel('First name').fill('Ann')
  await block.getByLabel('Last name').fill('Lee')
  await block.getByRole('textbox', { name: 'Email' }).fill(unique('street-page'))
  await block.getByRole('textbox', { name: 'Phone' }).fill('212-555-0142')
  await fillCity(page, city, 'New York')
  await block.getByLabel('State / Province').selectOption('NY')
  await block.getByLabel('Zip / Postal code').fill('10001')
  await block.getByLabel('How can we help you?').selectOption('Repair')
  await block.getByRole('group', { name: 'Do you own an American Standard system?' }).getByLabel('Yes').check()
  await block.getByRole('group', { name: 'Preferred contact method' }).getByLabel('Email').check()
  await block.getByLabel('I agree to be contacted about my request').check()
  await block.getByRole('button', { name: 'Submit' }).click()
  await expect(street).toBeFocused()
  await expectAnnounced(street, 'Street address must be valid')
  await expect(block.getByTestId('contact-a-dealer-success')).toHaveCount(0)
})

test('French contact block: real addresses pass, a bad one is named on leaving, submit focuses it, a lead with "1010, rue …"', async ({ page, request }) => {
  await page.goto('/block-gallery/')
  await hydrated(page)
  const block = page.locator('[data-testid="contact-dealer-block"][lang="fr"]')
  const email = unique('street-fr')
  await block.getByLabel('Prénom').fill('Zoé')
  await block.getByLabel('Nom', { exact: true }).fill('Tremblay')
  await block.getByLabel('Courriel').fill(email)
  await block.getByLabel('Téléphone').fill('514-555-0142')
  await block.getByRole('button', { name: 'Suivant' }).click()
  await expect(block.getByText('Étape 2 de 2')).toBeVisible()
  const street = block.getByLabel('Adresse')
  const city = block.getByRole('combobox', { name: 'Ville' })
  await typeRealAddresses(page, street, city)
  await leaveBadAddress(page, street, city, 'L’adresse doit être valide')

  await fillCity(page, city, 'Montréal')
  await block.getByLabel('État / Province').selectOption('QC')
  await block.getByLabel('Code postal').fill('H3B 4W8')
  await block.getByRole('button', { name: 'Envoyer' }).click()
  await expect(street).toBeFocused()
  await expectAnnounced(street, 'L’adresse doit être valide')

  await street.fill('1010, rue de la Gauchetière')
  await block.getByRole('button', { name: 'Envoyer' }).click()
  await expect(block.getByText('Merci! Un de nos experts communiquera avec vous sous peu.')).toBeVisible()
  expect(await adminLeads(request, email)).toMatchObject([{ addressLine1: '1010, rue de la Gauchetière', city: 'Montréal', state: 'QC', zip: 'H3B 4W8' }])
})
