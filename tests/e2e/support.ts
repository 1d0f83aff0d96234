import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import axeCore from 'axe-core'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { rebateSavingsFixture } from '@/blocks/RebateSavings/fixtures'
import { rebatesWidgetFixture } from '@/blocks/RebatesWidget/fixtures'
import { pageIntro } from '@/seed/richText'

/** The axe rules of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's source, run only where axe is not there yet: in legacy mode AxeBuilder evaluates it in
 * the page, then again in every frame, the page's own included (0.05 browser CPU-seconds a check).
 */
const AXE_ONCE = `if (!window.axe) {\n${axeCore.source}\n}`

/**
 * axe on the page with the WCAG 2.2 AA rules (`tags: null`: every rule), in axe's legacy frame mode:
 * it runs in the page and its same-origin frames and reports from there, where the default mode
 * opens a blank page for every check to merge the frames' results, which doubled its time (1.2 s
 * against 0.5 s a page, measured on the site walk's pages). The site has no cross-origin frame,
 * the one thing legacy mode leaves unchecked. Only violations are collected in full (the tests read
 * nothing else): listing every passing node as well took a fifth more of the browser's and the test
 * runner's CPU.
 */
export function axe(page: Page, { tags = WCAG_TAGS }: { tags?: string[] | null } = {}) {
  const builder = new AxeBuilder({ page, axeSource: AXE_ONCE }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  return tags ? builder.withTags(tags) : builder
}

export const ADMIN = { email: 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD ?? 'e2e-admin-password' }

/**
 * The seeded admin signs in through the API, in the page's browser context (the session cookie is
 * the context's): for tests about what comes after signing in, without the sign-in form and the
 * dashboard it opens (admin.spec and leads-dashboard.spec go through both).
 */
export async function signInAsAdmin(page: Page) {
  const login = await page.request.post('/api/users/login', { data: ADMIN })
  expect(login.ok(), 'the seeded admin signs in').toBe(true)
}

/** Fills in and sends the admin's sign-in form (the seeded admin unless told); returns the form. */
export async function submitSignIn(page: Page, { email, password }: { email: string; password: string } = ADMIN) {
  await page.goto('/admin/login')
  const form = page.locator('form.sign-in')
  await expectReady(form)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  return form
}

/** The seeded admin signs in through the sign-in form and lands on the dashboard. */
export async function loginToAdmin(page: Page) {
  await submitSignIn(page)
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** The seeded admin's token, from the REST login. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok(), 'the seeded admin signs in').toBe(true)
  return ((await login.json()) as { token: string }).token
}

/** Headers that make a REST request the seeded admin's. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await adminToken(request)}` }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Starts another server (`npm start`) of the same build with different settings. It polls no lead queue
 * (JOBS_AUTORUN=false, as a web instance beside dedicated workers): on the shared SQLite file, two
 * processes claiming jobs every 5 s met "database is locked", and the main server's delivery job
 * then waited out its claim (5 minutes) while later tests waited for deliveries.
 */
export function startServer(env: Record<string, string>, port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = ''
  const child = spawn(process.execPath, ['dist/site-server.cjs', '-p', String(port)], {
    env: { ...process.env, JOBS_AUTORUN: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (d) => (out += String(d)))
  child.stderr?.on('data', (d) => (out += String(d)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => out, exited }
}

export function stopServer(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

/** How long the admin's autosave may take to say "Draft saved" under CI's load (ci25: over 15 s at load 15). */
export const AUTOSAVE_TIMEOUT = 30_000

/**
 * After an edit in the admin, as the editor reads the draft status beside Publish: first that the
 * change is waiting or being saved, then that the draft is saved. Only the first step tells this
 * edit's save from a "Draft saved" line still showing from an earlier one (a Publish pressed then
 * went out while the autosave was on its way, and was dropped on a loaded machine).
 */
export async function expectEditSavedAsDraft(page: Page, saved: RegExp) {
  const status = page.locator('.draft-status')
  await expect(status).toHaveText(/Saving in a moment…|Saving draft…/)
  await expect(status).toHaveText(saved, { timeout: AUTOSAVE_TIMEOUT })
}

/** React has taken over the element (its props are attached): clicks and keys now reach our code. */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), { timeout: 15_000 })
    .toBe(true)
}

/**
 * The widget's script is ready (see src/components/ui/hydration.ts): `data-hydrated="true"` on the
 * widget's root, which is `locator` or its nearest marked ancestor.
 */
export async function expectReady(locator: Locator) {
  await expect(locator.locator('xpath=ancestor-or-self::*[@data-hydrated][1]')).toHaveAttribute('data-hydrated', 'true')
}

/** The page has loaded and hydrated: the click tracker is on and no widget still waits for its script. */
export async function expectInteractive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-click-tracking', 'ready')
  await expect(page.locator('[data-hydrated="false"]')).toHaveCount(0)
}

/**
 * Holds every script of the site's pages until `release()` is called: the page is its server HTML
 * only, as on a slow phone before the code has arrived. Navigate with `waitUntil: 'domcontentloaded'`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await held
      await route.continue()
    },
  )
  return release
}

/**
 * Publishes a page with both rebate blocks, the savings block then the widget (the seeded /rebates/
 * has one rebate search; an editor may still place both), and returns its path.
 */
export async function publishPageWithBothRebateBlocks(request: APIRequestContext): Promise<string> {
  const slug = `rebates-both-${Date.now()}-${Math.floor(Math.random() * 1000)}`
  const created = await request.post('/api/pages', {
    headers: await adminHeaders(request),
    data: { title: 'Rebates, two blocks (test)', slug, _status: 'published', meta: { description: 'Two rebate blocks on one page.' }, layout: [pageIntro('Rebates, two blocks', 'A test page with both rebate blocks.'), rebateSavingsFixture, rebatesWidgetFixture] },
  })
  expect(created.status(), await created.text()).toBe(201)
  return `/${slug}/`
}

/**
 * Sums the page's layout shifts without recent input (what CLS counts), from its first paint on:
 * call before `page.goto`, read with `layoutShiftSoFar`.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number }
    w.cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift summed so far by `watchLayoutShift`. */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { cls: number }).cls)
}

/**
 * The layout shift a first visit sees when the typeface comes 800 ms late (a slow phone): until it
 * comes, the stand-ins of globals.css set the text. Loads `path`, waits for `ready` (what the page
 * shows once loaded) and for Inter, then returns the page's CLS up to the frame after Inter arrived.
 */
export async function layoutShiftWithLateTypeface(page: Page, path: string, ready: Locator): Promise<number> {
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await watchLayoutShift(page)
  await page.goto(path)
  await expect(ready).toBeVisible()
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'brandFont' && face.status === 'loaded'))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return layoutShiftSoFar(page)
}
