import { expect, test } from '@playwright/test'
import { axe } from './support'
import { pageBlockSlugs } from '../../src/blocks'

// 390 px: the site walk (crawl.spec.ts) visits the gallery at that width and checks it does not scroll sideways.
const WIDTHS = [768, 1280] as const
// A full-page picture of every block at each width, for a person to look at: E2E_SCREENSHOTS=1.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'

test.describe('block gallery', () => {
  test('shows every registered block, is hidden from search engines and the sitemap', async ({ page, request }) => {
    await page.goto('/block-gallery/')
    for (const slug of pageBlockSlugs) {
      await expect(page.locator(`[data-block="${slug}"]`).first(), `block ${slug} is missing from the gallery`).toBeAttached()
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>')
    expect(sitemap).not.toContain('/block-gallery/')
  })

  test('has no axe violations (WCAG 2.2 AA rules)', async ({ page }) => {
    await page.goto('/block-gallery/')
    await expect(page.locator('[data-block]').first()).toBeVisible()
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })

  for (const width of WIDTHS) {
    test(`fits ${width} px without sideways scrolling`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/block-gallery/')
      await expect(page.locator('[data-block]').first()).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      if (SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath(`block-gallery-${width}.png`), fullPage: true })
    })
  }
})
