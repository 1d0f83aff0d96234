import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ADMIN, axe, expectInteractive } from './support'

// Page forms (issue 16): home contact form, contact-a-dealer block (EN/FR), /contact-a-dealer/,
// /contact-us/ customer care, newsletter. Every lead is checked in the database through the admin REST API.

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function adminLeads(request: APIRequestContext, email: string) {
  const login = await request.post('/api/users/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const response = await request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&sort=createdAt&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Array<Record<string, unknown>> }).docs
}

/** The message is shown and announced: the control is invalid and described by it. */
async function expectAnnounced(control: Locator, message: string) {
  await expect(control).toHaveAccessibleDescription(message)
  await expect(control).toHaveAttribute('aria-invalid', 'true')
}

/** A text field or select by its label (radio options named Email / Phone do not match). */
const control = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true }))

/** Interactive once the page's script has hydrated and every form on it is ready. */
const hydrated = expectInteractive

async function expectAxeClean(page: Page, include: string) {
  // The form in the middle of the screen: the sticky header must not cover what axe measures.
  await page.locator(include).evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const results = await axe(page).include(include).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('home contact form (block gallery)', () => {
  const form = (page: Page) => page.getByTestId('home-contact-form')

  test('keyboard only: every message, then a lead with its topic to the brand, thanks for 5 s, back to step 1 announced', async ({ page, request }) => {
    // The thank-you's 5 s pass on the page's clock.
    await page.clock.install()
    await page.goto('/block-gallery/')
    await hydrated(page)
    const block = form(page)
    await block.scrollIntoViewIfNeeded()
    await expectAxeClean(page, '[data-testid="home-contact-form"]')

    await block.getByRole('button', { name: 'Repair system' }).focus()
    await page.keyboard.press('Enter')
    await expect(block.getByRole('heading', { name: 'Step 2 of 2: Repair system' })).toBeFocused()
    await expect(block.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy/')

    // Invalid: Submit with everything empty.
    await block.getByRole('button', { name: 'Submit' }).focus()
    await page.keyboard.press('Enter')
    const messages: [string, string][] = [
      ['First name', 'Enter your first name'],
      ['Last name', 'Enter your last name'],
      ['Email', 'Enter an email address'],
      ['Phone', 'Enter a valid phone number'],
      ['Street address', 'Enter your street address'],
      ['City', 'Enter your city'],
      ['State / Province', 'Select a state'],
      ['Zip / Postal code', 'Enter your zip/postal code'],
    ]
    for (const [label, message] of messages) await expectAnnounced(block.getByLabel(label, { exact: true }), message)
    await expect(block.getByLabel('First name')).toBeFocused()
    await expectAxeClean(page, '[data-testid="home-contact-form"]')

    // Valid, typed field by field with Tab.
    const email = unique('home')
    await page.keyboard.type('Ann')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Lee')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ann@example')
    await page.keyboard.press('Tab')
    await expectAnnounced(block.getByLabel('Email'), 'Email must be valid')
    await block.getByLabel('Email').focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('212-555-0142')
    await page.keyboard.press('Tab')
    await page.keyboard.type('350 Fifth Ave')
    await page.keyboard.press('Tab')
    await page.keyboard.type('New York')
    await page.keyboard.press('Escape')
    await page.keyboard.press('Tab')
    await expect(block.getByLabel('State / Province')).toBeFocused()
    await block.getByLabel('State / Province').selectOption('NY')
    await block.getByLabel('State / Province').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.type('10001')
    await block.getByRole('button', { name: 'Submit' }).focus()
    await page.keyboard.press('Enter')

    await expect(block.getByTestId('home-contact-thanks')).toHaveText('Thank you! A local comfort specialist will contact you soon.')
    await expect(block.getByTestId('home-contact-status')).toHaveText('Thank you! A local comfort specialist will contact you soon.')
    await page.clock.runFor(4_000)
    await expect(block.getByTestId('home-contact-thanks')).toBeVisible()
    await page.clock.runFor(1_500)
    await expect(block.getByRole('button', { name: 'New system' })).toBeVisible()
    await expect(block.getByTestId('home-contact-thanks')).toHaveCount(0)
    await expect(block.getByTestId('home-contact-status')).toHaveText('Your request was sent. The form is ready again.')
    await expect(block.getByText('Step 1 of 2')).toBeVisible()

    const leads = await adminLeads(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ kind: 'CONTACT_DEALER', source: 'asa-dealer-contact-home', formName: 'HOME_CONTACT_FORM', topic: 'repairSystem', companyId: null, state: 'NY', zip: '10001' })

    // Back to step 1 empty: choosing a topic shows empty fields.
    await block.getByRole('button', { name: 'Pricing' }).click()
    await expect(block.getByLabel('First name')).toHaveValue('')
  })

  test('slow network and a double click: one lead; a failed submit keeps the values and says what to do', async ({ page, request }) => {
    await page.goto('/block-gallery/')
    await hydrated(page)
    const block = form(page)
    let fail = true
    // A slow network: once it answers again, a submit is held until both clicks have been made.
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/leads', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      if (fail) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' })
      await held
      return route.continue()
    })
    const email = unique('home-slow')
    await block.getByRole('button', { name: 'Pricing' }).click()
    await block.getByLabel('First name').fill('Ann')
    await block.getByLabel('Last name').fill('Lee')
    await block.getByLabel('Email').fill(email)
    await block.getByLabel('Phone').fill('212-555-0142')
    await block.getByLabel('Street address').fill('350 Fifth Ave')
    await block.getByLabel('City', { exact: true }).fill('New York')
    await block.getByLabel('State / Province').selectOption('NY')
    await block.getByLabel('Zip / Postal code').fill('10001')
    await block.getByRole('button', { name: 'Submit' }).click()
    await expect(block.getByRole('alert')).toContainText("We couldn't send your request. Your details are still here: please try again, or call us at")
    await expect(block.getByLabel('Email')).toHaveValue(email)
    await expect(block.getByLabel('Street address')).toHaveValue('350 Fifth Ave')

    fail = false
    await block.getByRole('button', { name: 'Submit' }).dblclick()
    answer()
    await expect(block.getByTestId('home-contact-thanks')).toBeVisible({ timeout: 10_000 })
    const leads = await adminLeads(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ topic: 'pricing' })
  })
})

test.describe('contact-a-dealer block', () => {
  test('French (block gallery): "Étape 1 de 2", our French messages, the spec’s state message, a lead to the brand', async ({ page, request }) => {
    await page.goto('/block-gallery/')
    await hydrated(page)
    const block = page.locator('[data-testid="contact-dealer-block"][lang="fr"]')
    await block.scrollIntoViewIfNeeded()
    await expect(block.getByText('Étape 1 de 2')).toBeVisible()
    await expect(block.getByText('Service à la clientèle : lun.-ven. 8 h-18 h HNC')).toBeVisible()
    await expect(block.getByRole('link', { name: 'Appelez le 1-800-555-0123' })).toHaveAttribute('href', 'tel:18005550123')
    await block.getByRole('button', { name: 'Suivant' }).click()
    await expectAnnounced(block.getByLabel('Prénom'), 'Veuillez entrer votre prénom')
    await expectAnnounced(block.getByLabel('Nom', { exact: true }), 'Veuillez entrer votre nom')
    await expectAnnounced(block.getByLabel('Courriel'), 'Veuillez entrer une adresse courriel valide')
    await expectAnnounced(block.getByLabel('Téléphone'), 'Veuillez entrer un numéro de téléphone valide')
    const email = unique('fr')
    await block.getByLabel('Prénom').fill('Zoé')
    await block.getByLabel('Nom', { exact: true }).fill('Tremblay')
    await block.getByLabel('Courriel').fill(email)
    await block.getByLabel('Téléphone').fill('514-555-0142')
    await block.getByRole('button', { name: 'Suivant' }).click()
    await expect(block.getByText('Étape 2 de 2')).toBeVisible()
    await expect(block.getByLabel('État / Province').locator('option', { hasText: 'Québec' })).toHaveCount(1)
    await block.getByRole('button', { name: 'Envoyer' }).click()
    await expectAnnounced(block.getByLabel('Adresse'), 'Veuillez entrer votre adresse')
    await expectAnnounced(control(block, 'Ville'), 'Veuillez entrer votre ville')
    await expectAnnounced(block.getByLabel('État / Province'), 'Veuillez sélectionner un état')
    await expectAnnounced(block.getByLabel('Code postal'), 'Veuillez entrer votre code postal')
    await expectAxeClean(page, '[data-testid="contact-dealer-block"][lang="fr"]')
    await block.getByLabel('Adresse').fill('1000 rue Sherbrooke')
    await control(block, 'Ville').fill('Montréal')
    await expect(block.locator('[role="listbox"]')).toHaveAttribute('aria-label', 'Suggestions de villes')
    await block.getByLabel('État / Province').selectOption('QC')
    await block.getByLabel('Code postal').fill('H3A 1A1')
    await block.getByRole('button', { name: 'Envoyer' }).click()
    await expect(block.getByText('Merci! Un de nos experts communiquera avec vous sous peu.')).toBeVisible()
    const leads = await adminLeads(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ kind: 'CONTACT_DEALER', source: 'asa-dealer-contact-block', formName: 'CONTACT_DEALER_BLOCK', companyId: null, state: 'QC' })
    expect((leads[0]!.consent as { version: string }).version).toBe('lead-consent-fr-v1')
  })

  test('English (block gallery): step 1 of 2, messages, a lead', async ({ page, request }) => {
    await page.goto('/block-gallery/')
    await hydrated(page)
    const block = page.locator('[data-testid="contact-dealer-block"][lang="en"]')
    await block.scrollIntoViewIfNeeded()
    await expect(block.getByText('Step 1 of 2')).toBeVisible()
    await expect(block.getByText('Customer service: Mon-Fri 8-18 CST')).toBeVisible()
    await block.getByRole('button', { name: 'Next' }).click()
    await expectAnnounced(block.getByLabel('First name'), 'Please enter your first name')
    await expectAnnounced(block.getByLabel('Last name'), 'Please enter your last name')
    const email = unique('block-en')
    await block.getByLabel('First name').fill('Ann')
    await block.getByLabel('Last name').fill('Lee')
    await block.getByLabel('Email').fill(email)
    await block.getByLabel('Phone').fill('212-555-0142')
    await block.getByRole('button', { name: 'Next' }).click()
    await block.getByRole('button', { name: 'Submit' }).click()
    await expectAnnounced(block.getByLabel('State / Province'), 'Please select a state')
    await block.getByLabel('Street address').fill('350 Fifth Ave')
    await block.getByLabel('City', { exact: true }).fill('New York')
    await block.getByLabel('State / Province').selectOption('NY')
    await block.getByLabel('Zip / Postal code').fill('10001')
    await block.getByRole('button', { name: 'Submit' }).click()
    await expect(block.getByText('Thank you! One of our experts will contact you soon.')).toBeVisible()
    expect(await adminLeads(request, email)).toMatchObject([{ kind: 'CONTACT_DEALER', source: 'asa-dealer-contact-block', companyId: null }])
  })
})

test.describe('contact-a-dealer page', () => {
  test('zip prompt, the first dealer beside the form, every message, Submit waits for every field and the opt-in, a CONTACT_US lead', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/contact-a-dealer/')
    await hydrated(page)
    const block = page.getByTestId('contact-a-dealer')
    await expect(block.getByText('Enter your zip or postal code to see the specialists near you.')).toBeVisible()
    await block.getByRole('button', { name: 'Find specialists' }).click()
    await expectAnnounced(block.getByLabel('Zip / Postal code'), 'Enter your zip/postal code')
    const search = page.waitForResponse((r) => r.url().includes('/api/dealers/locations'))
    await block.getByLabel('Zip / Postal code').fill('10001')
    await block.getByLabel('Zip / Postal code').press('Enter')
    const found = ((await (await search).json()) as { dealers: { data: { companyID: number } }[] }).dealers.map((d) => d.data.companyID)
    const panel = block.getByTestId('contact-a-dealer-panel')
    await expect(panel).toContainText('Showing specialists for 10001')
    const companyId = Number(await panel.getAttribute('data-company-id'))
    expect(found).toContain(companyId)
    await expect(panel.getByRole('button', { name: 'Change zip' })).toBeVisible()
    const submit = block.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // Leaving each field empty, then too short.
    const field = (label: string) => control(block, label)
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Street address', 'City', 'State / Province', 'How can we help you?']) {
      await field(label).focus()
      await page.keyboard.press('Tab')
    }
    await field('Zip / Postal code').fill('')
    await field('Zip / Postal code').blur()
    await expectAnnounced(field('First name'), 'Please enter your first name')
    await expectAnnounced(field('Last name'), 'Last name is required')
    await expectAnnounced(field('Email'), 'Please enter a valid email address')
    await expectAnnounced(field('Phone'), 'Enter a valid phone number')
    await expectAnnounced(field('Street address'), 'Street address is required')
    await expectAnnounced(field('City'), 'City is required')
    await expectAnnounced(field('State / Province'), 'State is required')
    await expectAnnounced(field('Zip / Postal code'), 'Enter your zip/postal code')
    await expectAnnounced(field('How can we help you?'), 'How can we help you is required')
    for (const [label, value, message] of [
      ['First name', 'A', 'First name must be at least 2 characters'],
      ['Last name', 'L', 'Last name must be at least 2 characters'],
      ['City', 'N', 'City must be at least 2 characters'],
    ] as const) {
      await field(label).fill(value)
      await field(label).blur()
      await expectAnnounced(field(label), message)
    }
    // Leaving a bad street address shows its message and focus moves on (readings 46).
    await field('Street address').fill('1')
    await page.keyboard.press('Tab')
    await expectAnnounced(field('Street address'), 'Street address must be at least 2 characters')
    await expect(field('City')).toBeFocused()
    await field('Street address').fill('350 Fifth Ave')
    await page.keyboard.press('Tab')
    await expect(field('City')).toBeFocused()
    // The radio groups and the opt-in, left untouched with the keyboard.
    const owner = block.getByRole('group', { name: 'Do you own an American Standard system?' })
    const method = block.getByRole('group', { name: 'Preferred contact method' })
    await owner.getByLabel('Yes').focus()
    await page.keyboard.press('Tab')
    await method.getByLabel('Phone').focus()
    await page.keyboard.press('Tab')
    await block.getByLabel('I agree to be contacted about my request').focus()
    await page.keyboard.press('Tab')
    await expect(owner).toHaveAccessibleDescription('System ownership is required')
    await expect(method).toHaveAccessibleDescription('System ownership is required')
    await expectAnnounced(block.getByLabel('I agree to be contacted about my request'), 'Please agree to be contacted')
    await expectAxeClean(page, '[data-testid="contact-a-dealer"]')

    const email = unique('page')
    await field('First name').fill('Ann')
    await field('Last name').fill('Lee')
    await field('Email').fill(email)
    await field('Phone').fill('212-555-0142')
    await field('Street address').fill('350 Fifth Ave')
    await field('City').fill('New York')
    await field('State / Province').selectOption('NY')
    await field('Zip / Postal code').fill('10001')
    await field('How can we help you?').selectOption('Smart Home')
    await owner.getByLabel('Yes').check()
    await method.getByLabel('Email').check()
    await block.getByLabel('Comments (optional)').fill('Thermostat setup')
    await expect(submit).toBeDisabled()
    await block.getByLabel('I agree to be contacted about my request').check()
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(block.getByTestId('contact-a-dealer-success')).toHaveText("Thank you. We've received your request and a dealer will reach out to you shortly")
    const leads = await adminLeads(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      kind: 'CONTACT_US', source: 'AS:CONTACT_US', companyId, reason: 'Smart Home', owner: true, contactMethod: 'email', contactOptIn: true, comments: 'Thermostat setup',
    })
  })

  test('no dealers: the no-dealers card links the dealer locator and lets the visitor change the zip', async ({ page }) => {
    await page.route('**/api/dealers/locations**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ zipcode: '10001', city: 'New York', state: 'NY', count: 0, randomizeBuckets: [], dealers: [], nearby: [] }) }),
    )
    await page.goto('/contact-a-dealer/')
    await hydrated(page)
    const block = page.getByTestId('contact-a-dealer')
    await block.getByLabel('Zip / Postal code').fill('10001')
    await block.getByRole('button', { name: 'Find specialists' }).click()
    const none = block.getByTestId('contact-a-dealer-none')
    await expect(none.getByRole('heading')).toHaveText('We found 0 dealers servicing near 10001')
    await expect(none.getByRole('link', { name: 'Find a dealer' })).toHaveAttribute('href', '/find-a-dealer/')
    await none.getByRole('button', { name: 'Change zip' }).click()
    await expect(block.getByLabel('Zip / Postal code')).toBeFocused()
  })
})

test.describe('customer care form (/contact-us/)', () => {
  test('every message, the serial-number hint, Submit when every required value is set, a CUSTOMER_SERVICE lead', async ({ page, request }) => {
    await page.goto('/contact-us/')
    await hydrated(page)
    const block = page.getByTestId('customer-care-form')
    await expect(block.getByRole('heading', { name: 'We’re here to help you get the home comfort you desire.' })).toBeVisible()
    // At 1280 px the hours are stated once, beside the phone number (the line under the form is for phones).
    const hours = block.getByText('Our customer care team answers Monday to Friday, 7am to 5pm CT.')
    await expect(block.getByRole('complementary', { name: 'Other ways to reach us' }).getByText('Our customer care team answers Monday to Friday, 7am to 5pm CT.')).toBeVisible()
    await expect(hours.first()).toBeHidden()
    const submit = block.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    const field = (label: string) => control(block, label)
    for (const label of ['Service type', 'First name', 'Last name', 'Email', 'Phone', 'Zip / Postal code', 'Country']) {
      await field(label).focus()
      await page.keyboard.press('Tab')
    }
    const owner = block.getByRole('group', { name: 'Do you own an American Standard system?' })
    const method = block.getByRole('group', { name: 'Preferred contact method' })
    await owner.getByLabel('Yes').focus()
    await page.keyboard.press('Tab')
    await method.getByLabel('Phone').focus()
    await page.keyboard.press('Tab')
    await expectAnnounced(field('Service type'), 'Please select a service type')
    await expectAnnounced(field('First name'), 'First name is required')
    await expectAnnounced(field('Last name'), 'Last name is required')
    await expectAnnounced(field('Email'), 'Please enter a valid email address')
    await expectAnnounced(field('Phone'), 'Enter a valid phone number')
    await expectAnnounced(field('Zip / Postal code'), 'Zip/Postal Code is required')
    await expectAnnounced(field('Country'), 'Please select a country')
    await expect(owner).toHaveAccessibleDescription('System ownership is required')
    await expect(method).toHaveAccessibleDescription('Please select a preferred contact method')
    for (const [label, value, message] of [
      ['First name', 'A', 'First name must be at least 2 characters'],
      ['Last name', 'L', 'Last name must be at least 2 characters'],
      ['Zip / Postal code', '!!', 'Zip/Postal Code must be valid'],
    ] as const) {
      await field(label).fill(value)
      await field(label).blur()
      await expectAnnounced(field(label), message)
    }
    await expectAxeClean(page, '[data-testid="customer-care-form"]')

    const email = unique('care')
    await field('Service type').selectOption('homeAppThermostatSupport')
    await field('First name').fill('Ann')
    await field('Last name').fill('Lee')
    await field('Email').fill(email)
    await field('Phone').fill('212-555-0142')
    await field('Zip / Postal code').fill('10001')
    await field('Country').selectOption('US')
    await expect(block.getByTestId('serial-hint')).toHaveCount(0)
    await owner.getByLabel('Yes').check()
    await expect(block.getByTestId('serial-hint')).toBeVisible()
    await expect(submit).toBeDisabled()
    await method.getByLabel('Phone').check()
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(block.getByTestId('customer-care-success')).toHaveText('Thank you for contacting us. A representative will reach out to you within 24 to 48 hours.')
    expect(await adminLeads(request, email)).toMatchObject([
      { kind: 'CUSTOMER_SERVICE', source: 'CONTACT_US', serviceType: 'homeAppThermostatSupport', country: 'US', owner: true, contactMethod: 'phone', companyId: null },
    ])
  })
})

test.describe('newsletter in the site footer', () => {
  test('both messages, the thank-you text, a MARKETO lead from the footer', async ({ page, request }) => {
    await page.goto('/contact-us/')
    await hydrated(page)
    const footer = page.getByTestId('footer-newsletter')
    const input = footer.getByLabel('Email address')
    await footer.getByRole('button', { name: 'Sign Up' }).click()
    await expectAnnounced(input, 'Please enter a valid email')
    await input.fill('ann.example.com')
    await input.press('Enter')
    await expectAnnounced(input, 'Please enter an email with a @ and a domain name')
    await expectAxeClean(page, '[data-testid="footer-newsletter"]')
    const email = unique('footer')
    await input.fill(email)
    await input.press('Enter')
    await expect(footer.getByRole('status')).toHaveText('Thank you! Your email has been successfully submitted.')
    expect(await adminLeads(request, email)).toMatchObject([{ kind: 'MARKETO', source: 'FOOTER_NEWSLETTER' }])
    await expectAxeClean(page, '[data-testid="footer-newsletter"]')
  })
})
