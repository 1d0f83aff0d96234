import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { ADMIN, adminHeaders, axe, expectEditSavedAsDraft, loginToAdmin, signInAsAdmin, submitSignIn } from './support'

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

test.describe('two-step sign-in (issue 40)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an admin sets it up from the account screen with the keyboard, then signs in with password and code', async ({ page, request }) => {
    // A new admin of the team (the seeded one stays as the other tests need it).
    const admin = { email: `two-step-${Date.now()}@example.com`, password: 'a long phrase for this test' }
    const created = await request.post('/api/users', { headers: await adminHeaders(request), data: { ...admin, name: 'Two Step' } })
    expect(created.status(), await created.text()).toBe(201)

    const signIn = async (code?: () => string) => {
      const form = await submitSignIn(page, admin)
      if (code) {
        await expect(form.getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app.')
        const box = form.getByLabel('Code from your authenticator app')
        await expect(box).toBeFocused()
        expect(await axe(page).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([])
        await box.fill('000000' === code() ? '111111' : '000000')
        await box.press('Enter')
        await expect(form.getByRole('alert')).toHaveText(/That code is not right/)
        await box.fill(code())
        await form.getByRole('button', { name: 'Sign in with code' }).click()
      }
      await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    }

    await signIn()
    await page.goto('/admin/account')
    const section = page.getByRole('region', { name: 'Two-step sign-in: off' })
    await expect(section).toBeVisible({ timeout: 30_000 })
    await section.getByRole('button', { name: 'Set up two-step sign-in' }).press('Enter')
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    // The key for an app that cannot scan, as a person types it in.
    const key = (await section.locator('code').innerText()).replace(/\s/g, '')
    const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 })
    const box = section.getByLabel('Code from your authenticator app')
    await box.fill(totp.generate())
    // Enter in the code box turns it on; it does not save (or reload) the account form.
    await box.press('Enter')
    await expect(page.getByRole('region', { name: 'Two-step sign-in: on' }).getByRole('status')).toHaveText(/Two-step sign-in is on/)
    expect(page.url()).toMatch(/\/admin\/account$/)

    // The list shows who has it.
    await page.goto('/admin/collections/users')
    await expect(page.getByRole('row', { name: new RegExp(admin.email) })).toContainText('On')

    await page.context().clearCookies()
    // The step after the one that turned it on.
    await signIn(() => totp.generate({ timestamp: Date.now() + 30_000 }))
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible()
  })
})
