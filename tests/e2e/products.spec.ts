import { expect, test, type Page } from '@playwright/test'
import { axe } from './support'

// The seeded pages hosting the product blocks (readings #35): the price guide with the comparison,
// and the product hub with the selector, the sidebar and the hub itself.
const PRICING = '/resources/pricing-guide/'
const PRODUCTS = '/products/'

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

async function expectAxeClean(page: Page) {
  const results = await axe(page).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth, `page ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth)
}

test.describe('product comparison with price guide', () => {
  test('tabs by keyboard alone: arrows, Home and End choose the product type; Tab goes on into the table', async ({ page }) => {
    await open(page, PRICING, 1280)
    const block = page.locator('[data-block="productComparison"]')
    await expect(block.locator('.pcompare__tabs')).toHaveAttribute('data-hydrated', 'true')
    const tabs = block.getByRole('tab')
    await expect(tabs).toHaveText(['Air Conditioner', '80% Furnace', '90% Furnace', 'Heat Pump', 'Air Handler'])
    await expect(block.getByRole('tabpanel')).toHaveCount(1)
    await expect(block.getByRole('tabpanel')).toContainText('$5,400')

    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(block.getByRole('tab', { name: '80% Furnace' })).toBeFocused()
    await expect(block.getByRole('tab', { name: '80% Furnace' })).toHaveAttribute('aria-selected', 'true')
    await expect(block.getByRole('tabpanel')).toContainText('Comfort 80 gas furnace')
    await expect(block.getByRole('tabpanel')).toContainText('$3,400')
    await expect(block.getByRole('tabpanel')).toContainText('About AFUE')

    await page.keyboard.press('End')
    await expect(block.getByRole('tab', { name: 'Air Handler' })).toHaveAttribute('aria-selected', 'true')
    await expect(block.getByRole('tabpanel')).toContainText('$3,600')
    // Air handlers have no efficiency rating to explain.
    await expect(block.getByRole('tabpanel')).not.toContainText('About ')
    await page.keyboard.press('ArrowRight')
    await expect(block.getByRole('tab', { name: 'Air Conditioner' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(block.getByRole('tab', { name: 'Heat Pump' })).toHaveAttribute('aria-selected', 'true')
    await expect(block.getByRole('tabpanel')).toContainText('About SEER and HSPF')
    await expect(block.getByRole('tabpanel').locator('.pcompare__estar')).toHaveCount(1)

    // Tab leaves the tab list for the panel's table (its scroll box is the first stop).
    await page.keyboard.press('Tab')
    await expect(block.getByRole('region', { name: /Heat Pump comparison table/ })).toBeFocused()
  })

  test("row help tooltips and \"See what's included\" work from the keyboard", async ({ page }) => {
    await open(page, PRICING, 1280)
    const panel = page.locator('[data-block="productComparison"]').getByRole('tabpanel')
    await expect(page.locator('.pcompare__tabs')).toHaveAttribute('data-hydrated', 'true')
    const trigger = panel.getByRole('button', { name: 'About Noise Level' })
    const bubble = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    await trigger.focus()
    await expect(bubble).toBeVisible()
    await expect(bubble).toContainText('decibels')
    await page.keyboard.press('Escape')
    await expect(bubble).toBeHidden()

    const summary = panel.locator('summary').first()
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(panel.locator('details').first()).toHaveAttribute('open', '')
    await expect(panel.locator('details').first()).toContainText('Removal and disposal of the old equipment')
    await expect(panel.getByRole('link', { name: /Get a Free Online Estimate/ }).first()).toHaveAttribute('href', '/find-a-dealer/')
    // The second product column is shaded.
    const [first, second] = await panel.locator('thead th').evaluateAll((cells) => cells.map((c) => getComputedStyle(c).backgroundColor))
    expect(second).not.toBe(first)
    await expectAxeClean(page)
  })
  // At 390 px (labels above the values, two models side by side, the sticky model header): tests/e2e/tools.spec.ts.
})

test.describe('product hub page', () => {
  test('selector at 390 px: a carousel of 2.3 buttons moving two at a time; a category chosen by keyboard', async ({ page }) => {
    await open(page, PRODUCTS, 390)
    const selector = page.locator('[data-block="productSelector"]')
    await expect(selector.locator('.pselect__body')).toHaveAttribute('data-enhanced', 'true')
    const viewport = selector.locator('.pselect__viewport')
    const slides = selector.locator('.pselect__slide')
    const [view, slide] = [await viewport.boundingBox(), await slides.first().boundingBox()]
    expect(Math.abs((slide?.width ?? 0) - (view?.width ?? 0) / 2.3)).toBeLessThan(2)

    await selector.getByRole('button', { name: 'Next categories' }).click()
    // The third button slides to the start of the view.
    await expect.poll(async () => Math.abs(((await slides.nth(2).boundingBox())?.x ?? 0) - (view?.x ?? 0))).toBeLessThan(3)

    const heatPumps = selector.getByRole('button', { name: 'Heat Pumps' })
    await heatPumps.focus()
    await page.keyboard.press('Enter')
    await expect(heatPumps).toHaveAttribute('aria-pressed', 'true')
    await expect(selector.locator('.pselect__panel')).toContainText('Heating and cooling in one')
    await expect(selector.locator('.pselect__panel')).toContainText('$5,800')
    // The category page is published, so the panel links it.
    await expect(selector.getByRole('link', { name: 'View all Heat Pumps' })).toHaveAttribute('href', /^\/products\/heat-pumps\/?$/)
    await expectNoSidewaysScroll(page)
  })

  test('selector at 1280 px: one row of six buttons, no carousel arrows', async ({ page }) => {
    await open(page, PRODUCTS, 1280)
    const selector = page.locator('[data-block="productSelector"]')
    const buttons = selector.locator('.pselect__button')
    await expect(buttons).toHaveCount(6)
    const tops = await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    await expect(selector.getByRole('button', { name: 'Next categories' })).toBeHidden()
    await selector.getByRole('button', { name: 'Coils' }).click()
    await expect(selector.locator('.pselect__panel')).toContainText('The matched indoor coil')
  })

  test('jump dropdown at 390 px opens from the keyboard and jumps to the section; every sidebar anchor has its target; axe clean', async ({ page }) => {
    await open(page, PRODUCTS, 390)
    const hub = page.locator('[data-block="productHub"]')
    const summary = hub.locator('summary', { hasText: 'Jump to a section' })
    await summary.focus()
    await page.keyboard.press('Enter')
    const link = hub.locator('.phub__jump-list').getByRole('link', { name: 'Light Commercial' })
    await expect(link).toBeVisible()
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#light-commercial$/)
    await expect(page.locator('#light-commercial')).toBeInViewport()
    await expect(page.locator('#light-commercial')).toContainText('3 to 25 tons')

    const anchors = await page.locator('[data-block="productListSidebar"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(anchors).toHaveLength(11)
    for (const href of anchors) await expect(page.locator(href ?? '#missing'), String(href)).toHaveCount(1)
    await expect(hub.locator('.phub__split-card')).toHaveCount(3)
    await expectNoSidewaysScroll(page)
    await expectAxeClean(page)
  })

  test('at 1280 px the jump links form a row and the page is axe clean', async ({ page }) => {
    await open(page, PRODUCTS, 1280)
    const hub = page.locator('[data-block="productHub"]')
    await expect(hub.locator('.phub__jump')).toBeHidden()
    await expect(hub.locator('.phub__nav-row').getByRole('link')).toHaveCount(7)
    await hub.locator('.phub__nav-row').getByRole('link', { name: 'Indoor Air Quality' }).click()
    await expect(page.locator('#indoor-air-quality')).toBeInViewport()
    await expectAxeClean(page)
  })
})
