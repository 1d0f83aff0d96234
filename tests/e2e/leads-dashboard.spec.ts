import { expect, test } from '@playwright/test'
import { adminToken, axe, loginToAdmin, signInAsAdmin } from './support'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36'

test.describe('leads dashboard', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the chart library loads with the dashboard, not with the other admin screens', async ({ page, request }) => {
    // A lead in the period: without one the dashboard says "No leads in the last 30 days." and draws no chart.
    const lead = await request.post('/api/leads', { data: { kind: 'MARKETO', email: `dash-charts-${Date.now()}@example.com`, source: 'footer-newsletter' } })
    expect(lead.status()).toBe(201)
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.url().includes('/_next/static/') && response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''))
    })
    // Recharts' class for a bar, a string its code carries.
    const chartsLoaded = async () => (await Promise.all(scripts)).some((code) => code.includes('recharts-bar-rectangle'))
    await signInAsAdmin(page)
    await page.goto('/admin/collections/pages')
    await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible()
    expect(await chartsLoaded()).toBe(false)

    await page.goto('/admin')
    await expect(page.locator('[data-chart="leads-by-kind"] .recharts-wrapper')).toBeVisible()
    expect(await chartsLoaded()).toBe(true)
  })

  test('the first admin screen charts leads by kind, source, delivery, dealer and state, each with its table, and passes axe', async ({ page, request, browser }) => {
    const stamp = Date.now()
    // A visitor (an ordinary browser, not a robot) is assigned to the sample experiment by the proxy.
    const visitor = await browser.newContext({ userAgent: CHROME })
    const visit = await visitor.newPage()
    await visit.goto('/resources/sample-estimate-offer/')
    const xp = (await visitor.cookies()).find((c) => c.name === 'xp')?.value
    expect(xp).toMatch(/^estimate-offer_(control|b)_\d+p\d+_c\.[\w-]{22}$/)
    // Once the page has sent its exposure event (the placement's client part is running), a click on a
    // tracked call to action is the experiment's second goal.
    await visit.waitForFunction(() => (window as { dataLayer?: { event: string }[] }).dataLayer?.some((e) => e.event === 'experiment_exposure'))
    const beacon = visit.waitForRequest((r) => r.url().endsWith('/api/experiments/click') && r.method() === 'POST')
    await visit.locator('[data-experiment] [data-track]').first().click()
    await beacon

    // Leads of several kinds, sources, dealers and states, through the public intake.
    const consent = { version: 'lead-consent-v1' }
    const dealerLead = (companyId: number, state: string, n: number) => ({
      kind: 'CONTACT_DEALER',
      companyId,
      source: 'asa-dealer-contact',
      firstName: 'Pat',
      lastName: 'Dashboard',
      email: `dash-${n}-${stamp}@example.com`,
      phone: '(555) 555-0123',
      addressLine1: '123 Main St',
      city: 'Dallas',
      state,
      zip: '75001',
      consent,
    })
    const bodies = [
      dealerLead(900001, 'TX', 1),
      dealerLead(900001, 'TX', 2),
      dealerLead(900002, 'FL', 3),
      { kind: 'MARKETO', email: `dash-news-${stamp}@example.com`, source: 'footer-newsletter' },
    ]
    for (const [i, data] of bodies.entries()) {
      // The first comes from the assigned visitor: a dealer lead, a conversion of their variant (the goal).
      const response = await request.post('/api/leads', { data, headers: i === 0 ? { cookie: `xp=${xp}` } : {} })
      expect(response.status(), JSON.stringify(await response.json())).toBe(201)
    }
    // Delivery runs in the background (every 5 s): wait until the dealer leads are delivered.
    const token = await adminToken(request)
    await expect
      .poll(
        async () => {
          const r = await request.get(`/api/leads?where[lastName][equals]=Dashboard&where[email][contains]=${stamp}&where[deliveryStatus][equals]=delivered&limit=0`, {
            headers: { Authorization: `JWT ${token}` },
          })
          return ((await r.json()) as { totalDocs: number }).totalDocs
        },
        { timeout: 60_000 },
      )
      .toBe(3)
    // The visit is counted by the server every 10 s (EXPERIMENT_COUNTS_FLUSH_MS); the dashboard is read once it has been.
    const auth = { Authorization: `JWT ${token}` }
    const seeded = (await (await request.get('/api/experiments?where[key][equals]=estimate-offer&depth=0', { headers: auth })).json()) as { docs: { id: number }[] }
    await expect
      .poll(async () => {
        const results = (await (await request.get(`/api/experiments/${seeded.docs[0]!.id}/results`, { headers: auth })).json()) as { report: { variants: { visitors: number }[] } }
        return results.report.variants.reduce((sum, v) => sum + v.visitors, 0)
      }, { timeout: 30_000, message: 'the visitor is counted' })
      .toBeGreaterThan(0)

    await loginToAdmin(page)
    const dashboard = page.getByRole('region', { name: 'Leads in the last 30 days' })
    await expect(dashboard).toBeVisible()

    for (const [name, title] of [
      ['leads-by-kind', 'Leads per day by kind'],
      ['leads-by-source', 'Leads per day by source'],
      ['delivery', 'Delivery to dealers and the CRM'],
      ['top-dealers', 'Top dealers by leads'],
      ['top-states', 'Top states by leads'],
    ] as const) {
      const panel = dashboard.locator(`[data-chart="${name}"]`)
      await expect(panel.getByRole('heading', { name: title })).toBeVisible()
      // The chart has drawn bars (Recharts renders an SVG path per bar with a value).
      await expect(panel.locator('.recharts-bar-rectangle path').first()).toBeVisible()
      // Its table holds the same numbers: open it with the keyboard.
      await panel.getByText('Table of these numbers').focus()
      await page.keyboard.press('Enter')
      const table = panel.getByRole('table', { name: title })
      await expect(table).toBeVisible()
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(0)
      await expect(panel.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /^data:text\/csv/)
    }
    const kindTable = dashboard.locator('[data-chart="leads-by-kind"]').getByRole('table')
    await expect(kindTable.getByRole('columnheader', { name: 'Contact a dealer' })).toBeVisible()
    await expect(kindTable.getByRole('columnheader', { name: 'Newsletter signup' })).toBeVisible()
    const today = new Date().toISOString().slice(0, 10)
    const todayRow = kindTable.getByRole('row', { name: new RegExp(today) })
    // The day's cells: each kind, All, then its repeats (counted apart).
    const todayCells = await todayRow.locator('td').allTextContents()
    expect(Number(todayCells.at(-2)?.replace(/,/g, ''))).toBeGreaterThanOrEqual(4)
    await expect(kindTable.getByRole('columnheader', { name: 'Repeats (not counted)' })).toBeVisible()
    // Sources and delivery states in the Leads list's words, not the stored codes.
    await expect(dashboard.locator('[data-chart="leads-by-source"]').getByRole('table').getByRole('columnheader', { name: 'Dealer locator form' })).toBeVisible()
    await expect(dashboard.locator('[data-chart="delivery"]').getByRole('rowheader', { name: 'Gave up' })).toBeVisible()
    await expect(dashboard.locator('[data-chart="top-states"]').getByRole('rowheader', { name: 'TX' })).toBeVisible()
    await expect(dashboard.locator('[data-chart="delivery"]').getByRole('rowheader', { name: 'Time to delivery, median' })).toBeVisible()
    const experiments = dashboard.locator('[data-chart="experiments"]')
    await expect(experiments.getByRole('link', { name: 'Estimate offer headline' })).toBeVisible()
    await expect(experiments).toContainText('Not enough data')

    // Keyboard: a chart takes focus (arrow keys read it).
    await dashboard.locator('[data-chart="leads-by-kind"] .recharts-wrapper [tabindex="0"], [data-chart="leads-by-kind"] svg[tabindex="0"]').first().focus()
    const { violations } = await axe(page).include('.leads-dashboard').analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    const experimentId = Number((await experiments.getByRole('link', { name: 'Estimate offer headline' }).getAttribute('href'))?.split('/').pop())
    await dashboard.getByRole('link', { name: 'Last 90 days' }).click()
    await expect(page.getByRole('region', { name: 'Leads in the last 90 days' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page')

    // The assigned visitor is counted (the proxy flushes its counts every 10 s) and their lead converts.
    const variant = xp!.split('_')[1]!
    await expect
      .poll(
        async () => {
          const r = await request.get(`/api/experiments/${experimentId}/results`, { headers: { Authorization: `JWT ${token}` } })
          const body = (await r.json()) as { report: { variants: { key: string; visitors: number; conversions: number; clicks: number }[] } }
          const row = body.report.variants.find((v) => v.key === variant)!
          return row.visitors >= 1 && row.conversions >= 1 && row.clicks >= 1
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    await page.goto(`/admin/collections/experiments/${experimentId}`)
    const results = page.getByRole('region', { name: 'Results' })
    await expect(results.getByRole('table')).toBeVisible()
    await expect(results.getByRole('button', { name: 'Declare winner' })).toBeVisible()
    const resultsAxe = await axe(page).include('.experiment-results').analyze()
    expect(resultsAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await visitor.close()
  })

  test("the dashboard's totals are the list's distinct requests, its repeats the list's repeats", async ({ page, request }) => {
    // A request and the same request again a moment later: the second is stored as a repeat.
    const body = {
      kind: 'CONTACT_DEALER',
      companyId: 900003,
      source: 'asa-dealer-contact',
      firstName: 'Rae',
      lastName: 'Repeat',
      email: `dash-repeat-${Date.now()}@example.com`,
      phone: '(555) 555-0199',
      addressLine1: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      consent: { version: 'lead-consent-v1' },
    }
    for (let i = 0; i < 2; i++) expect((await request.post('/api/leads', { data: body })).status()).toBe(201)

    await signInAsAdmin(page)
    const headline = page.getByRole('region', { name: 'Leads in the last 30 days' }).getByText(/ requests? from /)
    const total = async () => Number((await page.locator('.page-controls__page-info').textContent())?.split(' ').pop())
    // What the list shows filtered as an editor would: received from the dashboard's first day
    // (the filter's day picker sends noon of the picked day), "Repeat request" No, then Yes.
    const listed = async (from: string, repeat: boolean) => {
      await page.goto(`/admin/collections/leads?where[or][0][and][0][createdAt][greater_than]=${from}T12:00:00.000Z&where[or][0][and][1][isRepeat][equals]=${repeat}`)
      await expect(page.locator('.page-controls__page-info')).toBeVisible()
      return total()
    }
    // Other tests may add leads meanwhile: read the dashboard and the list until a reading of both
    // happens with no lead in between.
    await expect
      .poll(
        async () => {
          await page.goto('/admin')
          const text = (await headline.textContent()) ?? ''
          const [, requests, from, repeats] = /^([\d,]+) requests? from (\d{4}-\d{2}-\d{2}) to .*?(?:([\d,]+) repeats? (?:is|are) not counted|$)/.exec(text) ?? []
          const dashboard = { requests: Number(requests?.replace(/,/g, '')), repeats: Number(repeats?.replace(/,/g, '') ?? 0) }
          const list = { requests: await listed(from!, false), repeats: await listed(from!, true) }
          return dashboard.repeats > 0 && JSON.stringify(dashboard) === JSON.stringify(list) ? 'equal' : JSON.stringify({ text, list })
        },
        { timeout: 60_000 },
      )
      .toBe('equal')
  })

  test('the dashboard data is for signed-in admins only', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.locator('.leads-dashboard')).toHaveCount(0)
  })
})
