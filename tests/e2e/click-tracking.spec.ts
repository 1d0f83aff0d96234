import { expect, test, type Page } from '@playwright/test'
import { clickEverything, clickProblems, nameOf } from './clickTracking'
import { expectInteractive } from './support'

// Issue 26 item 9: every clickable element is tracked (tests/e2e/clickTracking.ts). The site walk
// (crawl.spec.ts) clicks every link and button of every page it visits; these tests name single
// elements, the page-not-found page and the forms' own events.

test('the page-not-found page: every link and button sends exactly one cta_click with a name', async ({ page }) => {
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await expectInteractive(page)
  const clicks = await clickEverything(page)
  expect(clicks.length).toBeGreaterThan(20)
  expect(clickProblems('/no-such-page/', clicks).problems).toEqual([])
})

test('the conversions carry their own names: the hero’s dealer search, phone links, PDFs, certificates, warranty apps, form buttons', async ({ page }) => {
  await page.goto('/')
  await expectInteractive(page)
  const hero = page.getByTestId('hero-find-dealer-card')
  expect(await nameOf(hero.getByRole('button'))).toBe('Hero: find a dealer')
  expect(await nameOf(page.locator('header a[href^="tel:"].site-header__phone'))).toBe('Header: call')
  const home = page.getByTestId('home-contact-form')
  expect(await nameOf(home.getByRole('button', { name: 'Repair system' }))).toBe('HOME_CONTACT_FORM: Repair system')
  await home.getByRole('button', { name: 'Repair system' }).click()
  expect(await nameOf(home.getByRole('button', { name: 'Back' }))).toBe('HOME_CONTACT_FORM: back')
  expect(await nameOf(home.getByRole('button', { name: 'Submit' }))).toBe('HOME_CONTACT_FORM: submit')

  await page.goto('/warranty/')
  await expectInteractive(page)
  const certificate = page.getByRole('link', { name: /Download certificate/ }).first()
  expect(await nameOf(certificate)).toMatch(/^Certificate: .+ \(PDF\)$/)
  const opener = page.locator('button[aria-haspopup="dialog"]').first()
  const label = (await opener.textContent())!.trim()
  expect(await nameOf(opener)).toBe(`Warranty: ${label}`)
  await opener.click()
  const dialog = page.getByRole('dialog')
  const app = dialog.getByRole('link', { name: /opens in a new tab/ })
  expect(await nameOf(app)).toMatch(/^Warranty app: /)
  expect(await nameOf(dialog.getByRole('link', { name: /\(PDF\)/ }))).toBe('Warranty: serial-number instructions (PDF)')
})

async function leadEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => String(e.event).startsWith('dealer_form_')))
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

test('the customer care and contact-a-dealer page forms send their start and success events, as the other forms do', async ({ page }) => {
  await page.goto('/contact-us/')
  await expectInteractive(page)
  const care = page.getByTestId('customer-care-form')
  expect(await nameOf(care.locator('aside a[href^="tel:"]'))).toBe('Customer care: call')
  await care.getByLabel('Service type').selectOption('productAndWarranty')
  await care.getByLabel('First name').fill('Ann')
  expect(await leadEvents(page)).toEqual([{ event: 'dealer_form_start', form_id: 'CUSTOMER_CARE_FORM' }])
  await care.getByLabel('Last name').fill('Lee')
  await care.getByRole('textbox', { name: 'Email' }).fill(unique('care-events'))
  await care.getByRole('textbox', { name: 'Phone' }).fill('212-555-0142')
  await care.getByLabel('Zip / Postal code').fill('10001')
  await care.getByLabel('Country').selectOption('US')
  await care.getByRole('group', { name: 'Do you own an American Standard system?' }).getByLabel('Yes').check()
  expect(await nameOf(care.getByTestId('serial-hint').getByRole('link'))).toBe('Customer care: serial-number instructions (PDF)')
  await care.getByRole('group', { name: 'Preferred contact method' }).getByLabel('Email').check()
  expect(await nameOf(care.getByRole('button', { name: 'Submit' }))).toBe('CUSTOMER_CARE_FORM: submit')
  await care.getByRole('button', { name: 'Submit' }).click()
  await expect(care.getByTestId('customer-care-success')).toBeVisible()
  expect(await leadEvents(page)).toEqual([
    { event: 'dealer_form_start', form_id: 'CUSTOMER_CARE_FORM' },
    { event: 'dealer_form_success', form_id: 'CUSTOMER_CARE_FORM' },
  ])

  await page.goto('/contact-a-dealer/')
  await expectInteractive(page)
  const block = page.locator('[data-block="contactADealer"]')
  await block.getByLabel('Zip / Postal code').fill('10001')
  expect(await leadEvents(page)).toEqual([{ event: 'dealer_form_start', form_id: 'CONTACT_US_PAGE' }])
  expect(await nameOf(block.getByRole('button', { name: 'Find specialists' }))).toBe('CONTACT_US_PAGE: find specialists')
  await block.getByRole('button', { name: 'Find specialists' }).click()
  const panel = block.getByTestId('contact-a-dealer-panel')
  await expect(panel).toBeVisible()
  expect(await nameOf(panel.locator('a[href^="tel:"]'))).toBe('CONTACT_US_PAGE: call dealer')
  const companyId = Number(await panel.getAttribute('data-company-id'))
  await block.getByLabel('First name').fill('Ann')
  await block.getByLabel('Last name').fill('Lee')
  await block.getByRole('textbox', { name: 'Email' }).fill(unique('contact-events'))
  await block.getByRole('textbox', { name: 'Phone' }).fill('212-555-0142')
  await block.getByLabel('Street address').fill('350 Fifth Ave')
  await block.getByLabel('City', { exact: true }).fill('New York')
  await block.getByLabel('State / Province').selectOption('NY')
  await block.getByLabel('How can we help you?').selectOption('Repair')
  await block.getByRole('group', { name: 'Do you own an American Standard system?' }).getByLabel('Yes').check()
  await block.getByRole('group', { name: 'Preferred contact method' }).getByLabel('Phone').check()
  await block.getByLabel('I agree to be contacted about my request').check()
  expect(await nameOf(block.getByRole('button', { name: 'Submit' }))).toBe('CONTACT_US_PAGE: submit')
  await block.getByRole('button', { name: 'Submit' }).click()
  await expect(block.getByTestId('contact-a-dealer-success')).toBeVisible()
  expect(await leadEvents(page)).toEqual([
    { event: 'dealer_form_start', form_id: 'CONTACT_US_PAGE' },
    { event: 'dealer_form_success', form_id: 'CONTACT_US_PAGE', dealer_id: companyId, zipcode: '10001' },
  ])
})
