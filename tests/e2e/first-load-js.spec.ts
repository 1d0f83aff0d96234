import { expect, test, type Page } from '@playwright/test'
import { expectInteractive, publishPageWithBothRebateBlocks } from './support'

// Strings each library keeps in its minified code (error names, option names, display names).
const LIBRARIES = {
  zod: 'ZodError',
  libphonenumber: 'INVALID_COUNTRY',
  'react-hook-form': 'shouldUnregister',
  'Radix Dialog': 'DialogTitle',
} as const

/** A page of static blocks that ends with a dealer search (the dealer carousel block). */
const DEALER_SEARCH_PAGE = '/resources/maintenance-tips/'

// What a page of static blocks has no use for until someone acts: a block library, and ours (the
// browser's dealer and lead client, the lead messages of both languages).
const BLOCK_CODE = {
  ...LIBRARIES,
  Embla: 'containScroll',
  'lead sender': 'Failed to fetch dealers',
  'lead messages': 'Your email has been successfully submitted',
} as const

/** Records the JavaScript the page loads; `loaded()` names the libraries (or other `markers`) found in it so far. */
function recordScripts<Name extends string>(page: Page, markers: Record<Name, string> = LIBRARIES as Record<Name, string>) {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/') && response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''))
  })
  return async (): Promise<Name[]> => {
    const code = (await Promise.all(bodies)).join('\n')
    return (Object.keys(markers) as Name[]).filter((name) => code.includes(markers[name]))
  }
}

test.describe('first-load JavaScript follows the blocks on the page', () => {
  test('the home page loads no form, validation, phone or dialog library', async ({ page }) => {
    const loaded = recordScripts(page)
    await page.goto('/')
    await expectInteractive(page)
    await expect(page.getByTestId('hero-find-dealer-card')).toBeVisible()
    expect(await loaded()).toEqual([])
  })

  test('a dealer search block (the maintenance tips page) loads the carousel library, the dealer cards and the lead messages only once the visitor uses it, then finds dealers', async ({ page }) => {
    const loaded = recordScripts(page, BLOCK_CODE)
    await page.goto(DEALER_SEARCH_PAGE)
    await expectInteractive(page)
    const block = page.getByTestId('dealer-carousel')
    const input = block.getByLabel('Enter Postal Code / City')
    await expect(input).toBeVisible()
    const before = await loaded()
    expect(before).not.toContain('Embla')
    expect(before).not.toContain('lead messages')

    // Focus alone (the visitor tabs into the search) fetches the answer's part.
    await input.focus()
    await expect.poll(loaded).toEqual(expect.arrayContaining(['Embla', 'lead messages']))
    await input.fill('60601')
    await input.press('Enter')
    await expect(block.getByRole('region', { name: 'Dealers near 60601' })).toBeVisible()
    await expect(block.getByTestId('dealer-card').first()).toBeVisible()
  })

  test('the home contact form loads its form code only once the visitor starts using it, then works', async ({ page }) => {
    const loaded = recordScripts(page)
    await page.goto('/')
    await expectInteractive(page)
    const form = page.getByTestId('home-contact-form')
    const topic = form.getByRole('button', { name: 'Repair system' })
    await expect(topic).toBeVisible()
    expect(await loaded()).toEqual([])

    // Focus alone (the visitor tabs into the form) fetches step 2 and its libraries.
    await topic.focus()
    await expect.poll(loaded).toEqual(expect.arrayContaining(['zod', 'react-hook-form', 'libphonenumber']))
    await page.keyboard.press('Enter')
    await expect(form.getByRole('heading', { name: 'Step 2 of 2: Repair system' })).toBeFocused()
    await expect(form.getByLabel('First name')).toBeVisible()
    await form.getByRole('button', { name: 'Back' }).click()
    await expect(form.getByRole('button', { name: 'Pricing' })).toBeVisible()
  })

  test('a page of rich text loads no block code; the footer newsletter loads its rules and sender when its field is focused', async ({ page }) => {
    const loaded = recordScripts(page, BLOCK_CODE)
    await page.goto('/privacy-policy/')
    await expectInteractive(page)
    const field = page.getByTestId('footer-newsletter').getByLabel('Email address')
    await expect(field).toBeVisible()
    expect(await loaded()).toEqual([])

    await field.focus()
    await expect.poll(loaded).toEqual(expect.arrayContaining(['zod', 'lead sender', 'lead messages']))
    await field.fill('first-load@example.com')
    await field.press('Enter')
    await expect(page.getByTestId('footer-newsletter').getByRole('status')).toHaveText('Thank you! Your email has been successfully submitted.')
  })

  test("the contact page's form loads its rules (zod, the phone library) once the visitor starts using it, then checks it", async ({ page }) => {
    const loaded = recordScripts(page)
    await page.goto('/contact-us/')
    await expectInteractive(page)
    const care = page.locator('[data-block="customerCareForm"]')
    const email = care.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeVisible()
    // The contact page is one path: one form, one phone number with its hours.
    await expect(page.locator('main form')).toHaveCount(1)
    await expect(care.locator('aside a[href^="tel:"]')).toHaveCount(1)
    // The form itself is there and hydrated; its rules are not.
    expect(await loaded()).toEqual(['react-hook-form'])

    await email.fill('not-an-email')
    await email.blur()
    await expect(care.getByText('Please enter a valid email address')).toBeVisible()
    expect(await loaded()).toEqual(expect.arrayContaining(['zod', 'libphonenumber', 'react-hook-form']))
  })

  test('a linked rebate search: both rebate blocks answer from the server; the answer schema, the dealers and the Congrats carousel load only when the visitor acts', async ({ page, request }) => {
    const path = await publishPageWithBothRebateBlocks(request)
    const loaded = recordScripts(page, { zod: LIBRARIES.zod, Embla: BLOCK_CODE.Embla })
    const dealerLookups: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/dealers/')) dealerLookups.push(request.url())
    })
    await page.goto(`${path}?zipcode=02108`)
    await expectInteractive(page)
    const savings = page.getByTestId('rebate-savings')
    const widget = page.getByTestId('rebates-widget')
    await expect(savings.getByTestId('rebate-headline')).toHaveText(/^Boston, MA homeowners receive up to \$[\d,]+/)
    await expect(widget.getByText(/^Boston, MA homeowners receive up to \$[\d,]+/)).toBeVisible()
    await expect(widget.getByRole('link').first()).toBeVisible()
    expect(await loaded()).toEqual([])
    expect(dealerLookups).toEqual([])

    // Reaching for the call to action looks up the ZIP's dealers (the modal's picker) and fetches Congrats.
    const cta = savings.getByTestId('dealer-connect-cta').getByRole('button')
    await cta.focus()
    await expect.poll(() => dealerLookups.length).toBeGreaterThan(0)
    await expect.poll(loaded).toEqual(expect.arrayContaining(['zod', 'Embla']))

    // A new search reads its answer with that schema.
    await savings.getByLabel('Zip Code').fill('75201')
    await savings.getByRole('button', { name: 'Search' }).click()
    await expect(savings.getByTestId('rebate-headline')).toHaveText(/^Dallas, TX homeowners receive up to/)
  })

  test('the locator loads the contact form and its libraries when the contact modal opens', async ({ page }) => {
    const loaded = recordScripts(page)
    await page.goto('/find-a-dealer/?zipcode=10001')
    await expectInteractive(page)
    const open = page.getByTestId('dealer-grid').getByTestId('dealer-card').first().getByRole('button', { name: 'Book Online' })
    await expect(open).toBeVisible()
    // The server answered the linked search (?zipcode=): nothing to validate yet, and no form libraries.
    expect(await loaded()).toEqual([])

    await open.click()
    const modal = page.getByRole('dialog', { name: 'Contact your local dealer' })
    await expect(modal.getByLabel('First name')).toBeVisible()
    expect(await loaded()).toEqual(['zod', 'libphonenumber', 'react-hook-form', 'Radix Dialog'])
  })
})

test('the framework every page starts with is compiled as it downloads; code loaded on use is not', async ({ page }) => {
  // V8's compile hint (scripts/build/compileHints.mjs): React, React DOM, Next.js's runtime and
  // Turbopack's loader, which every page runs as it starts.
  const HINT = '//# allFunctionsCalledOnLoad\n'
  const scripts = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/') && response.url().endsWith('.js')) scripts.set(response.url(), response.text())
  })
  const loaded = async (urls: string[]) => Promise.all(urls.map(async (url) => ({ url, code: await scripts.get(url)! })))
  await page.goto(DEALER_SEARCH_PAGE)
  await expectInteractive(page)
  const firstLoad = await loaded([...scripts.keys()])
  const framework = firstLoad.filter(({ url, code }) => code.includes('react.dev/errors') || url.includes('/turbopack-'))
  expect(framework.length).toBeGreaterThanOrEqual(2)
  expect(framework.filter(({ code }) => !code.startsWith(HINT)).map(({ url }) => url)).toEqual([])

  // The dealer search's part (Embla, the dealer cards) arrives when the visitor focuses the search, without it.
  await page.getByTestId('dealer-carousel').getByLabel('Enter Postal Code / City').focus()
  const onUse = () => [...scripts.keys()].filter((url) => !firstLoad.some((script) => script.url === url))
  await expect.poll(async () => (await loaded(onUse())).some(({ code }) => code.includes('containScroll'))).toBe(true)
  const parts = await loaded(onUse())
  expect(parts.filter(({ code }) => code.startsWith(HINT)).map(({ url }) => url)).toEqual([])
})
