import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, expectEditSavedAsDraft, loginToAdmin, signInAsAdmin } from './support'

/** Images on the page that loaded without a picture (broken src), once every eager image has finished loading. */
async function brokenImages(page: Page) {
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete || img.loading === 'lazy')), { message: 'every image finished loading' })
    .toBe(true)
  return page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src))
}

/** Publishes the home hero's title through the REST API (the test's clean-up: fast, whatever state the admin UI is in). */
async function restoreHeroTitle(request: APIRequestContext, title: string) {
  const login = await request.post('/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = await request.get('/api/pages?where[slug][equals]=home&depth=0&draft=true', { headers })
  const home = ((await found.json()) as { docs: { id: number; layout: Record<string, unknown>[] }[] }).docs[0]!
  const layout = home.layout.map((block, i) => (i === 0 ? { ...block, title } : block))
  const saved = await request.patch(`/api/pages/${home.id}`, { headers, data: { layout, _status: 'published' } })
  expect(saved.status(), await saved.text()).toBe(200)
}

test.describe('editing in the admin', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an admin edits the home page and publishing changes / without a rebuild', async ({ page, browser, request }) => {
    const visitor = await browser.newPage()
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Comfort that fits your home')

    await signInAsAdmin(page)
    const publishHeroTitle = async (text: string) => {
      // The list holds many pages (it pages at 10): find Home through the list's search box.
      await page.goto('/admin/collections/pages')
      await page.getByPlaceholder(/search by/i).fill('Home')
      await page.getByRole('link', { name: 'Home', exact: true }).click()
      const title = page.locator('input[name="layout.0.title"]')
      await expect(title).toBeVisible({ timeout: 30_000 })
      await title.fill(text)
      // As an editor sees it: the edit is saved as a draft first (a Publish pressed while that
      // autosave is still on its way was dropped by the admin on a loaded machine).
      await expectEditSavedAsDraft(page, /Draft saved at .*, changes not live yet/)
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect(page.getByText('Updated successfully', { exact: false }).first()).toBeVisible({ timeout: 30_000 })
    }
    const newTitle = `Edited hero title ${Date.now()}`
    try {
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
    } finally {
      // Put the seeded title back for the other tests, whatever happened above.
      await restoreHeroTitle(request, 'Comfort that fits your home')
    }
    await expect
      .poll(async () => {
        await visitor.goto('/')
        return visitor.getByRole('heading', { level: 1 }).textContent()
      })
      .toBe('Comfort that fits your home')
  })
})

test.describe('the admin on its own', () => {
  test.describe.configure({ timeout: 120_000 })

  test('signing in (under the brand, not Payload\'s logo) and the dashboard request nothing from another host, and no image is broken', async ({ page, baseURL }) => {
    const ownHost = new URL(baseURL ?? 'http://localhost').hostname
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))

    // The sign-in screen carries the brand's mark and name (Site settings), not Payload's logo.
    await page.goto('/admin/login')
    await expect(page.getByText(/site admin$/)).toBeVisible()
    await expect(page.locator('.login__brand svg, .graphic-logo svg')).toHaveCount(0)
    await loginToAdmin(page)
    // The account menu holds the avatar Payload would otherwise fetch from Gravatar.
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible()
    await page.goto('/admin/account')
    await expect(page.getByRole('textbox', { name: /Email/ })).toBeVisible({ timeout: 30_000 })
    expect(await brokenImages(page)).toEqual([])
    await page.goto('/admin')
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
    expect(await brokenImages(page)).toEqual([])

    const elsewhere = requested.filter((url) => /^https?:/.test(url) && new URL(url).hostname !== ownHost)
    expect(requested.length).toBeGreaterThan(10)
    expect(elsewhere).toEqual([])
  })
})
