import { expect, test, type Locator, type Page } from '@playwright/test'
import { axe, expectInteractive, expectReady, holdScripts } from './support'


async function open(page: Page, path: string, width = 1280) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(path)
  await expectInteractive(page)
}

async function axeClean(page: Page) {
  const results = await axe(page).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

/** Moves a focused native select with the arrow keys until the chosen option reads `label`. */
async function chooseByKeyboard(page: Page, select: Locator, label: string) {
  await expect(select).toBeFocused()
  for (let i = 0; i < 25; i++) {
    const current = await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '')
    if (current === label) return
    await page.keyboard.press(current && Number.parseInt(current.replace(/[^0-9]/g, ''), 10) > Number.parseInt(label.replace(/[^0-9]/g, ''), 10) ? 'ArrowUp' : 'ArrowDown')
  }
  throw new Error(`could not choose ${label}`)
}

test.describe('repair-or-replace calculator (/resources/repair-or-replace/)', () => {
  test('keyboard only: Get results, a verdict card in words with its two actions, the rule at the 4,900 / 5,000 boundary below it, insights', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('zipcode', '10001'))
    await open(page, '/resources/repair-or-replace/')
    const calc = page.locator('section[data-variant="calculator"]')
    const age = calc.getByLabel('How old is your system?')
    const estimate = calc.getByLabel('What is the repair estimate?')
    const submit = calc.getByRole('button', { name: 'Get results' })
    const result = calc.getByTestId('repair-result')

    // Nothing chosen: the message names the missing choice and focus goes to it.
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect(calc.getByText('Choose the age of your system', { exact: true })).toBeVisible()
    await expect(age).toBeFocused()

    await chooseByKeyboard(page, age, '7 years')
    await page.keyboard.press('Tab')
    await chooseByKeyboard(page, estimate, '$700')
    await page.keyboard.press('Tab')
    await expect(submit).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(result.getByRole('heading', { level: 3, name: 'Repairing is likely the better value' })).toBeVisible()
    await expect(result.locator('.repair-calc__explanation')).toContainText('7 years × $700 repair estimate = $4,900. That is under $5,000')
    await expect(submit).toHaveCount(0)
    await expect(result).toBeFocused()
    // The two next steps, to seeded pages: the locator, and rebates for the stored zip.
    await expect(result.getByRole('link', { name: 'Find a dealer near you' })).toHaveAttribute('href', '/find-a-dealer/')
    await expect(result.getByRole('link', { name: 'See rebates and tax credits for 10001' })).toHaveAttribute('href', '/rebates/?zipcode=10001')
    // Seven years: only a registered system's 10-year warranty may still cover parts.
    await expect(result.getByRole('note', { name: 'Warranty' })).toContainText('registered within 60 days of installation, its 10-year limited warranty')
    // A 2019 system: R-410A; a savings range from the spec's SEER figures; sources.
    await expect(result).toContainText('Your system most likely uses R-410A')
    await expect(result).toContainText('may not be installed new since January 1, 2026')
    await expect(result).toContainText('about 0% to 40% less energy for cooling each year')
    await expect(result.getByRole('link', { name: /US EPA: Technology Transitions rule/ })).toHaveAttribute('href', /^https:\/\/www\.epa\.gov\//)

    // Changing a choice brings Get results back in place of the result.
    await age.focus()
    await chooseByKeyboard(page, age, '10 years')
    await expect(submit).toBeVisible()
    await expect(result).not.toContainText('$4,900')
    await estimate.focus()
    await chooseByKeyboard(page, estimate, '$500')
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect(result).toContainText('10 years × $500 repair estimate = $5,000. That is $5,000 or more')
    await expect(result.getByRole('heading', { level: 3, name: 'Replacing is likely the better value' })).toBeVisible()
    await expect(result.getByRole('note', { name: 'Warranty' })).toHaveCount(0)

    await age.focus()
    await chooseByKeyboard(page, age, '17 years')
    await estimate.focus()
    await chooseByKeyboard(page, estimate, '$1,200')
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect(result).toContainText('= $20,400')
    await expect(result).toContainText('Your system most likely uses R-22')

    await axeClean(page)
    // The rebates link leads to a real page.
    expect((await page.request.get('/rebates/?zipcode=10001')).status()).toBe(200)
  })

  test('at 390 px: the verdict heads in words with two actions, the $40,000 rule only in small print below; a 2-year-old system is probably under warranty; fits; axe clean', async ({ page }) => {
    await open(page, '/resources/repair-or-replace/', 390)
    const calc = page.locator('section[data-variant="calculator"]')
    const result = calc.getByTestId('repair-result')
    await calc.getByLabel('How old is your system?').selectOption('20')
    await calc.getByLabel('What is the repair estimate?').selectOption('2000')
    await calc.getByRole('button', { name: 'Get results' }).click()
    const headline = result.getByRole('heading', { level: 3, name: 'Replacing is likely the better value' })
    await expect(headline).toBeVisible()
    await expect(headline).not.toContainText(/[×$\d]/)
    const explanation = result.locator('.repair-calc__explanation')
    await expect(explanation).toContainText('20 years × $2,000 repair estimate = $40,000.')
    await expect(explanation).toContainText('not a price')
    // The figure is small print, below the words and the actions, never the largest text of the card.
    const size = (el: Locator) => el.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize))
    expect(await size(explanation)).toBeLessThan(await size(headline))
    expect(await size(explanation)).toBeLessThanOrEqual(await size(result.locator('.repair-calc__suggestion')))
    const dealer = result.getByRole('link', { name: 'Find a dealer near you' })
    const rebates = result.getByRole('link', { name: 'See rebates and tax credits' })
    for (const action of [dealer, rebates]) {
      await expect(action).toBeVisible()
      const box = (await action.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    await expect(dealer).toHaveAttribute('href', '/find-a-dealer/')
    await expect(rebates).toHaveAttribute('href', '/rebates/')
    expect(((await explanation.boundingBox())?.y ?? 0)).toBeGreaterThan((await rebates.boundingBox())?.y ?? Infinity)
    await expect(result.getByRole('note', { name: 'Warranty' })).toHaveCount(0)

    await calc.getByLabel('How old is your system?').selectOption('2')
    await calc.getByLabel('What is the repair estimate?').selectOption('300')
    await calc.getByRole('button', { name: 'Get results' }).click()
    await expect(result.getByRole('heading', { level: 3, name: 'Repairing is likely the better value' })).toBeVisible()
    const warranty = result.getByRole('note', { name: 'Warranty' })
    await expect(warranty).toContainText('Your system is probably still under warranty')
    await expect(warranty).toContainText('5-year limited warranty')
    await expect(warranty.getByRole('link', { name: 'See your limited warranty for terms' })).toHaveAttribute('href', '/warranty/')
    await expect(result.getByRole('link', { name: 'Find a dealer near you' })).toBeVisible()
    const guide = page.locator('.repair-guide')
    await expect(guide.getByRole('note', { name: 'Refrigerant warning' })).toContainText('2010')
    const item = guide.locator('summary', { hasText: 'It has needed 3 or more repairs in the last 3 years' })
    await item.focus()
    await page.keyboard.press('Enter')
    await expect(guide.getByText('Repeated breakdowns usually mean more are coming')).toBeVisible()
    await noSidewaysScroll(page)
    await axeClean(page)
  })
})

test.describe('before the page has hydrated', () => {
  test('choices and a Get results click made while the calculator’s script is on its way are kept and answered', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/resources/repair-or-replace/', { waitUntil: 'domcontentloaded' })
    const calc = page.locator('section[data-variant="calculator"]')
    const form = calc.locator('form')
    await expect(form).toHaveAttribute('data-hydrated', 'false')
    await calc.getByLabel('How old is your system?').selectOption('20')
    await calc.getByLabel('What is the repair estimate?').selectOption('2000')
    await calc.getByRole('button', { name: 'Get results' }).click()
    // The page stays (no reload to a bare URL) and the click waits for the script.
    await expect(calc.getByTestId('repair-result')).toHaveText('')
    release()
    await expectReady(form)
    await expect(calc.getByTestId('repair-result')).toContainText('20 years × $2,000 repair estimate = $40,000')
    await expect(calc.getByTestId('repair-result').getByRole('heading', { name: 'Replacing is likely the better value' })).toBeVisible()
  })
})

test.describe('repair-or-replace tool variant (gallery)', () => {
  test('keyboard only: about 3 s of loading, then Replace for 20 years × $300', async ({ page }) => {
    await open(page, '/block-gallery/')
    const tool = page.locator('section[data-variant="tool"]')
    const age = tool.getByLabel('How old is your system?')
    const submit = tool.getByRole('button', { name: 'Get results' })
    await age.focus()
    await chooseByKeyboard(page, age, '20 years')
    await expect(age).toHaveValue('20')
    await page.keyboard.press('Tab')
    await chooseByKeyboard(page, tool.getByLabel('What is the repair estimate?'), '$300')
    await page.keyboard.press('Tab')
    await expect(submit).toBeFocused()
    const started = Date.now()
    await page.keyboard.press('Enter')
    const result = tool.getByTestId('repair-result')
    await expect(result.getByRole('status')).toContainText('Getting your results')
    await expect(result.locator('.repair-calc__verdict')).toHaveText('Replace', { timeout: 6000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900)
    // The tool shows only the verdict, no product or insights.
    await expect(result).not.toContainText('$6,000')
    await expect(result).not.toContainText('refrigerant')

    await age.focus()
    await chooseByKeyboard(page, age, '2 years')
    await expect(submit).toBeVisible()
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect(result.locator('.repair-calc__verdict')).toHaveText('Repair', { timeout: 6000 })
  })
})

test.describe('warranty page (/warranty/)', () => {
  test('keyboard only: each modal lists what to have ready, links the app and the serial-number PDF, and Escape returns focus', async ({ page }) => {
    await open(page, '/warranty/')
    const cases = [
      { button: 'Register new product', dialog: 'Register new product', item: 'Serial number of each unit', app: 'Continue to registration (sample link)' },
      { button: 'Look up an existing warranty', dialog: 'Look up an existing warranty', item: 'Serial number of the unit', app: 'Continue to warranty look-up (sample link)' },
    ]
    for (const c of cases) {
      const trigger = page.locator('.warranty-hero').getByRole('button', { name: c.button })
      const dialog = page.getByRole('dialog', { name: c.dialog })
      await trigger.focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('listitem').filter({ hasText: c.item })).toBeVisible()
      const serial = dialog.getByRole('link', { name: 'Where to find your serial number (PDF)' })
      const app = dialog.getByRole('link', { name: c.app })
      await expect(app).toHaveAttribute('target', '_blank')
      await expect(app).toHaveAttribute('href', /^https:\/\/www\.example\.com\/warranty\//)
      // Focus stays inside the dialog while tabbing.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      const pdf = await page.request.get((await serial.getAttribute('href'))!)
      expect(pdf.status()).toBe(200)
      expect(pdf.headers()['content-type']).toContain('application/pdf')
      await axeClean(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(trigger).toBeFocused()
    }

    // The modal buttons: a start-a-claim modal with editor text.
    const claim = page.getByRole('button', { name: 'Start a claim' })
    await claim.focus()
    await page.keyboard.press('Enter')
    const claimDialog = page.getByRole('dialog', { name: 'Start a warranty claim' })
    await expect(claimDialog).toContainText('They check that the part is covered')
    await page.keyboard.press('Escape')
    await expect(claim).toBeFocused()

    // The register button block keeps its default label and opens the register modal.
    const register = page.getByRole('button', { name: 'Register New Product', exact: true })
    await register.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Register new product' })).toBeVisible()
    await page.keyboard.press('Escape')
  })

  test('warranty types link the six limited-warranty PDFs; six certificates download; fits 390 px; axe clean', async ({ page }) => {
    await open(page, '/warranty/', 390)
    await expect(page.locator('.warranty-types__term').first()).toHaveText('5-year')
    await expect(page.locator('.warranty-types__term').nth(1)).toHaveText('10-year')
    const docs = page.locator('.warranty-types__doc')
    await expect(docs).toHaveCount(6)
    const downloads = page.locator('.certificates__download')
    await expect(downloads).toHaveCount(6)
    for (const link of [docs.first(), downloads.last()]) {
      const res = await page.request.get((await link.getAttribute('href'))!)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('application/pdf')
    }
    const tip = page.getByRole('button', { name: 'About the ratings for Split system heat pump' })
    await tip.focus()
    await expect(page.getByRole('tooltip').filter({ hasText: 'HSPF rates heating efficiency' })).toBeVisible()
    await noSidewaysScroll(page)
    await axeClean(page)
  })
})

test.describe('maintenance and troubleshooting grids', () => {
  test('every card links a page that exists (troubleshooting without a trailing slash)', async ({ page }) => {
    for (const path of ['/resources/maintenance-tips/', '/resources/troubleshooting/']) {
      await page.goto(path)
      const hrefs = await page.locator('.tips-card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      expect(hrefs).toHaveLength(10)
      for (const href of hrefs) {
        expect(href.endsWith('/'), href).toBe(path.includes('maintenance'))
        expect((await page.request.get(href)).status(), href).toBe(200)
      }
    }
  })

  test('desktop: keyboard focus and hover reveal a description; phone: a tap toggles it; axe clean; fits 390 px', async ({ page }) => {
    await open(page, '/resources/maintenance-tips/')
    const card = page.locator('.tips-card').first()
    const desc = card.locator('.tips-card__desc')
    await expect(desc).toBeHidden()
    await card.locator('.tips-card__link').focus()
    await expect(desc).toBeVisible()
    await card.locator('.tips-card__link').blur()
    await expect(desc).toBeHidden()
    await page.locator('.tips-card').nth(2).hover()
    await expect(page.locator('.tips-card').nth(2).locator('.tips-card__desc')).toBeVisible()
    await axeClean(page)

    await open(page, '/resources/troubleshooting/', 390)
    const phoneCard = page.locator('.tips-card').nth(1)
    const toggle = phoneCard.getByRole('button', { name: /Show description: Gas furnaces/ })
    await toggle.click()
    await expect(phoneCard.locator('.tips-card__desc')).toBeVisible()
    await expect(phoneCard.getByRole('button', { name: /Hide description/ })).toHaveAttribute('aria-expanded', 'true')
    await noSidewaysScroll(page)
    await axeClean(page)
  })
})

test.describe('product comparison (/resources/pricing-guide/)', () => {
  /** Both boxes lie inside the comparison's own box: nothing is cut off or slid under another column. */
  async function expectInside(items: Locator, frame: Locator) {
    const outer = (await frame.boundingBox())!
    const boxes = await Promise.all((await items.all()).map(async (item) => (await item.boundingBox())!))
    expect(boxes).toHaveLength(2)
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(outer.x)
      expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5)
    }
    // Side by side: the second starts where the first ends, on the same line.
    expect(boxes[1]!.x).toBeGreaterThanOrEqual(boxes[0]!.x + boxes[0]!.width - 0.5)
    expect(Math.abs(boxes[1]!.y - boxes[0]!.y)).toBeLessThan(2)
  }

  test('390 px: two models side by side, each row labelled above its values, the model header sticks while the rows scroll; 1280 px: labels beside; no "Learn more" back to the hub', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/resources/pricing-guide/')
    const panel = page.locator('[data-block="productComparison"]').getByRole('tabpanel')
    const frame = panel.locator('.pcompare__scroll')
    const names = panel.locator('.pcompare__name')
    await expect(names).toHaveText(['Comfort 14 air conditioner', 'Comfort 17 two-stage air conditioner'])
    await expectInside(panel.locator('thead th'), frame)
    const lastRow = panel.locator('tbody tr').last()
    await expectInside(lastRow.locator('td'), frame)
    const label = lastRow.getByRole('rowheader')
    expect((await label.boundingBox())!.y + (await label.boundingBox())!.height).toBeLessThanOrEqual((await lastRow.locator('td').first().boundingBox())!.y + 0.5)

    // Down at the last row the model names are still on screen, under the site header and above the row.
    await lastRow.scrollIntoViewIfNeeded()
    const header = (await page.locator('.site-header').boundingBox())!
    const rowTop = (await lastRow.boundingBox())!.y
    for (const name of await names.all()) {
      await expect(name).toBeInViewport()
      const box = (await name.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
      expect(box.y + box.height).toBeLessThanOrEqual(rowTop)
    }
    // No model pages exist: no "Learn more" sends the visitor round to the hub.
    await expect(panel.getByRole('link', { name: /Learn more/ })).toHaveCount(0)
    await noSidewaysScroll(page)
    await axeClean(page)

    await page.setViewportSize({ width: 1280, height: 900 })
    await expectInside(panel.locator('thead th'), frame)
    const cell = (await lastRow.locator('td').first().boundingBox())!
    const beside = (await label.boundingBox())!
    expect(beside.x + beside.width).toBeLessThanOrEqual(cell.x + 0.5)
    expect(Math.abs(beside.y - cell.y)).toBeLessThan(2)
    await expect(panel.getByRole('link', { name: /Learn more/ })).toHaveCount(0)
  })
})
