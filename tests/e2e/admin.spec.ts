import { expect, test } from '@playwright/test'
import { loginToAdmin } from './support'

test.describe('editing in the admin', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an admin edits the home page and publishing changes / without a rebuild', async ({ page, browser }) => {
    const visitor = await browser.newPage()
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Comfort that fits your home (sample)')

    await loginToAdmin(page)
    const publishHeroTitle = async (text: string) => {
      await page.goto('/admin/collections/pages')
      await page.getByRole('link', { name: 'Home', exact: true }).click()
      const title = page.locator('input[name="layout.0.title"]')
      await expect(title).toBeVisible({ timeout: 30_000 })
      await title.fill(text)
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect(page.getByText('Updated successfully', { exact: false }).first()).toBeVisible({ timeout: 30_000 })
    }
    const newTitle = `Edited hero title ${Date.now()}`
    await publishHeroTitle(newTitle)

    await expect
      .poll(
        async () => {
          await visitor.goto('/')
          return visitor.getByRole('heading', { level: 1 }).textContent()
        },
        { timeout: 30_000 },
      )
      .toBe(newTitle)

    // Put the seeded title back for the other tests, through the same publish path.
    await publishHeroTitle('Comfort that fits your home (sample)')
    await expect
      .poll(async () => {
        await visitor.goto('/')
        return visitor.getByRole('heading', { level: 1 }).textContent()
      })
      .toBe('Comfort that fits your home (sample)')
  })
})
