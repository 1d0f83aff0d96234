import { expect, test, type Page } from '@playwright/test'
import { adminHeaders, axe, expectHydrated, expectInteractive, holdScripts, layoutShiftSoFar, watchLayoutShift } from './support'

/**
 * The find-a-dealer experience against the real dealer, reviews, whodis and leads APIs and
 * the seeded sample dealers (deterministic: same seed, same dealers).
 */

const LOCATOR = '/find-a-dealer/'
/** Curlew, WA: a real ZIP no sample dealer covers, with covered places within 150 miles to suggest. */
const NO_DEALER_ZIP = '99118'

/**
 * Searches once the form is the locator's (its script has taken it over): before that, Enter sends
 * the plain form and the server answers the search on a new page, which these tests do not look at.
 */
async function search(page: Page, value: string) {
  const input = page.getByLabel('Zip or postal code')
  await expectHydrated(input)
  await input.fill(value)
  await input.press('Enter')
}

/** The admin REST API, logged in as the seeded admin (JWT from POST /api/users/login). */
const countLine = (page: Page) => page.getByTestId('locator-count')
const cards = (page: Page) => page.getByTestId('dealer-grid').getByTestId('dealer-card')

test.describe('dealer locator: search', () => {
  test('searching 10001 shows the count line, 6 cards, and keeps the zip in local storage and the URL', async ({ page }) => {
    await page.goto(LOCATOR)
    await expect(page.getByRole('button', { name: 'List' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toBeDisabled()
    await search(page, '10001')
    await expect(countLine(page)).toHaveText(/^\d+ dealers servicing near 10001$/)
    await expect(cards(page)).toHaveCount(6)
    await expect(page.getByTestId('locator-status')).toHaveText(/dealers servicing near 10001/)
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toBeEnabled()
    expect(await page.evaluate(() => localStorage.getItem('zipcode'))).toBe('10001')
    expect(new URL(page.url()).searchParams.get('zipcode')).toBe('10001')
    // Every card: title-cased name linking to its profile, a way to call and to contact.
    const first = cards(page).first()
    await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/dealers\/[a-z0-9-]+-\d+\/$/)
    await expect(first.getByRole('button', { name: 'Call Now' })).toBeVisible()
    await expect(first.getByRole('button', { name: 'Book Online' })).toBeVisible()
  })

  test('reads the zip from the zipcode query parameter and from local storage', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=60601`)
    await expect(countLine(page)).toHaveText(/servicing near 60601$/)
    // The server answered the linked search; the page's script remembers it once it runs.
    await expectInteractive(page)
    await page.goto('/find-your-dealer/')
    await expect(page.getByLabel('Zip or postal code')).toHaveValue('60601')
    await expect(countLine(page)).toHaveText(/servicing near 60601$/)
  })

  test('searches by city ("Austin, TX") and by a Canadian postal code', async ({ page }) => {
    await page.goto(LOCATOR)
    await search(page, 'Austin, TX')
    await expect(countLine(page)).toHaveText(/^\d+ dealers servicing near Austin, TX$/)
    await expect(cards(page).first()).toContainText('TX')

    await search(page, 'm5v-3l9')
    await expect(countLine(page)).toHaveText(/^\d+ dealers servicing near M5V 3L9$/)
    await expect(cards(page).first()).toContainText('ON')
  })

  test('empty and invalid input show the messages and search nothing', async ({ page }) => {
    const searches: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/dealers/locations')) searches.push(request.url())
    })
    await page.goto(LOCATOR)
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
    await expect(page.getByTestId('locator-error')).toHaveText('Please enter a zipcode')
    await search(page, '   ')
    await expect(page.getByTestId('locator-error')).toHaveText('Please enter a zipcode')
    // Leading whitespace is cleared as the visitor types.
    await page.getByLabel('Zip or postal code').pressSequentially('  12')
    await expect(page.getByLabel('Zip or postal code')).toHaveValue('12')
    await search(page, '1234')
    await expect(page.getByTestId('locator-error')).toHaveText('Please enter a valid zip or postal code')
    await search(page, 'M5V 3L')
    await expect(page.getByTestId('locator-error')).toHaveText('Please enter a valid zip or postal code')
    expect(searches).toEqual([])
  })

  test('the loaded flag is set after 10 s even when the search has not answered yet', async ({ page }) => {
    // The answer is held until the test lets it go; the page's 10 s pass on a clock the test moves.
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/dealers/locations?**', async (route) => {
      await held
      await route.continue()
    })
    await page.clock.install()
    await page.goto(LOCATOR)
    await search(page, '10001')
    await expect(page.getByText('Searching for dealers near 10001...')).toBeVisible()
    await page.clock.runFor(9_000)
    await expect(page.getByText('Searching for dealers near 10001...')).toBeVisible()
    await expect(page.getByTestId('no-dealers')).toHaveCount(0)
    await page.clock.runFor(1_100)
    await expect(page.getByTestId('no-dealers')).toBeVisible()
    // The late answer still fills the list.
    answer()
    await expect(countLine(page)).toHaveText(/servicing near 10001$/)
    await expect(page.getByTestId('no-dealers')).toHaveCount(0)
  })

  test('no dealers: the spec text with the support phone and hours, and nearby places that search again', async ({ page }) => {
    await page.goto(LOCATOR)
    await search(page, NO_DEALER_ZIP)
    const none = page.getByTestId('no-dealers')
    await expect(none.getByRole('heading', { level: 2 })).toHaveText(`We found 0 dealers servicing near ${NO_DEALER_ZIP}`)
    await expect(none).toContainText('The zip code may be incorrect, or there may be no dealers servicing this area yet.')
    await expect(none).toContainText('nearby zip codes and cities')
    await expect(none).toContainText('1-800-555-0123, Monday to Friday 7am to 5pm CST')
    await expect(none.getByRole('link', { name: 'Search again on Find a Dealer' })).toHaveAttribute('href', '/find-a-dealer/')
    await expect(page.getByRole('button', { name: 'List' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toBeDisabled()
    // The API's nearest covered places (whatever the sample data holds) are offered as links.
    const api = await (await page.request.get(`/api/dealers/locations?brand=AS&zipcode=${NO_DEALER_ZIP}`)).json()
    const first = api.nearby[0] as { postalCode: string; city: string; state: string }
    expect(first, 'the API suggests a nearby place').toBeTruthy()
    const nearby = none.getByRole('link', { name: `${first.city}, ${first.state} ${first.postalCode}` })
    await expect(nearby).toHaveAttribute('href', `/find-a-dealer/?zipcode=${first.postalCode}`)
    await nearby.click()
    await expect(countLine(page)).toHaveText(new RegExp(`dealers? servicing near ${first.postalCode}$`))
  })
})

test.describe('dealer locator: a linked search (?zipcode=) answered by the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the count line and the first cards are in the page itself', async ({ page }) => {
      await page.goto('/find-your-dealer/?zipcode=10001')
      await expect(page.getByLabel('Zip or postal code')).toHaveValue('10001')
      await expect(countLine(page)).toHaveText(/^\d+ dealers servicing near 10001$/)
      await expect(cards(page)).toHaveCount(6)
      await expect(cards(page).first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/dealers\/[a-z0-9-]+-\d+\/$/)
      await expect(page.getByText('Searching for dealers near 10001...')).toHaveCount(0)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/find-your-dealer\/$/)
      // A known place without dealers: the spec's message and the nearby places, also from the server.
      await page.goto(`${LOCATOR}?zipcode=${NO_DEALER_ZIP}`)
      await expect(page.getByTestId('no-dealers').getByRole('heading', { level: 2 })).toHaveText(`We found 0 dealers servicing near ${NO_DEALER_ZIP}`)
      await expect(page.getByTestId('no-dealers').getByRole('link', { name: /^[^,]+, [A-Z]{2} \d{5}$/ }).first()).toBeVisible()
    })
  })

  test('rendered per request and never stored; a code the server cannot answer is left to the browser; the plain page stays static', async ({ request }) => {
    const linked = await request.get(`${LOCATOR}?zipcode=10001`)
    expect(linked.status()).toBe(200)
    expect(linked.headers()['cache-control']).toContain('no-store')
    expect(await linked.text()).toContain('data-testid="locator-count"')
    // A ZIP no place has: the page as usual, and the browser's search shows the message.
    const unknown = await request.get(`${LOCATOR}?zipcode=00000`)
    expect(unknown.status()).toBe(200)
    const unknownHtml = await unknown.text()
    expect(unknownHtml).not.toContain('data-testid="locator-count"')
    expect(unknownHtml).not.toContain('data-testid="no-dealers"')
    await request.get(LOCATOR)
    expect((await request.get(LOCATOR)).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/)
    expect((await request.get('/linked-search/10001/find-a-dealer/')).status()).toBe(404)
  })

  test('with JavaScript the locator starts from the answer without searching again, and works as before', async ({ page }) => {
    const searched: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/dealers/locations')) searched.push(new URL(r.url()).searchParams.get('zipcode') ?? '')
    })
    // React reports a page that does not hydrate as the server rendered it (a hydration mismatch) as an error.
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.setViewportSize({ width: 1024, height: 900 })
    await page.goto('/find-your-dealer/?zipcode=10001')
    await expectInteractive(page)
    await expect(countLine(page)).toHaveText(/^\d+ dealers servicing near 10001$/)
    await expect(cards(page)).toHaveCount(6)
    // What a search does in the browser still happens: the ZIP is remembered and stays in the address.
    expect(await page.evaluate(() => localStorage.getItem('zipcode'))).toBe('10001')
    expect(new URL(page.url()).searchParams.get('zipcode')).toBe('10001')
    expect(new URL(page.url()).pathname).toBe('/find-your-dealer/')

    const firstPage = await cards(page).getByRole('heading').allTextContents()
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    const secondPage = await cards(page).getByRole('heading').allTextContents()
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([])

    const rated = cards(page).filter({ has: page.getByRole('button', { name: /^Rated \d\.\d out of 5 stars/ }) }).first()
    const name = await rated.getByRole('heading').textContent()
    await rated.getByRole('button', { name: /^Rated/ }).click()
    const reviews = page.getByRole('dialog', { name: `${name} Reviews` })
    await expect(reviews.getByTestId('review').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(reviews).toBeHidden()
    expect(searched, 'no dealer search for the ZIP the server answered').toEqual([])
    expect(errors).toEqual([])

    // A new search asks the API as before.
    await search(page, '60601')
    await expect(countLine(page)).toHaveText(/servicing near 60601$/)
    expect(searched).toEqual(['60601'])
    expect(new URL(page.url()).searchParams.get('zipcode')).toBe('60601')
  })
})

test.describe('dealer locator: filters and paging', () => {
  test('filters narrow the list, the badge counts checked boxes, the panel closes on an outside click, paging resets', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(cards(page)).toHaveCount(6)
    const before = Number((await countLine(page).textContent())?.split(' ')[0])
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    const filter = page.getByRole('button', { name: /^Filter/ })
    await filter.click()
    await expect(filter).toHaveAttribute('aria-expanded', 'true')
    await page.getByLabel('NATE Certified').check()
    await expect(page.getByTestId('filter-badge')).toHaveText('1 selected')
    await page.getByLabel('24/7 Emergency Service').check()
    await expect(page.getByTestId('filter-badge')).toHaveText('2 selected')

    const after = Number((await countLine(page).textContent())?.split(' ')[0])
    expect(after).toBeGreaterThan(0)
    expect(after).toBeLessThan(before)
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('list', { name: 'Dealer highlights' })).toContainText('NATE Certified')
      await expect(card.getByRole('list', { name: 'Dealer highlights' })).toContainText('24/7 Emergency Service')
    }
    // Back to page 1 after a filter change.
    if (after > 6) await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    await page.getByRole('heading', { level: 1 }).click()
    await expect(filter).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByLabel('NATE Certified')).toBeHidden()

    await filter.click()
    await page.getByLabel('NATE Certified').uncheck()
    await page.getByLabel('24/7 Emergency Service').uncheck()
    await expect(page.getByTestId('filter-badge')).toHaveCount(0)
    await expect(countLine(page)).toHaveText(`${before} dealers servicing near 10001`)
  })

  test('6 cards a page from 768 px wide, 3 below; another page shows other dealers', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 })
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(cards(page)).toHaveCount(6)
    const firstPage = await cards(page).getByRole('heading').allTextContents()
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    const secondPage = await cards(page).getByRole('heading').allTextContents()
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([])

    await page.setViewportSize({ width: 767, height: 900 })
    await expect(cards(page)).toHaveCount(3)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.reload()
    await expect(cards(page)).toHaveCount(3)
    await page.setViewportSize({ width: 768, height: 900 })
    await expect(cards(page)).toHaveCount(6)
  })
})

test.describe('dealer locator: map', () => {
  const map = (page: Page) => page.getByTestId('dealer-map')
  const markers = (page: Page) => map(page).locator('.dealer-marker')
  const clusters = (page: Page) => map(page).locator('.dealer-cluster')
  const mapList = (page: Page) => page.getByTestId('map-dealer-list')
  /** Dealers the map shows: one per marker plus the number on each cluster. */
  const dealersOnMap = async (page: Page) =>
    (await markers(page).count()) + (await clusters(page).allTextContents()).reduce((sum, text) => sum + Number(text), 0)
  const total = async (page: Page) => Number((await countLine(page).textContent())?.split(' ')[0])

  test('at 1280 px the list scrolls beside the map: cards and pins in view at once, the home pin; a pin outlines its card', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=78701`)
    await expect(countLine(page)).toBeVisible()
    const side = page.getByTestId('locator-side-map')
    await expect(cards(page).first()).toBeInViewport()
    await expect(side.locator('.dealer-marker, .dealer-cluster').first()).toBeInViewport({ timeout: 20_000 })
    await expect(side.getByRole('img', { name: 'Your search: 78701' })).toBeVisible()
    // The map's credits are MapLibre's one-line box with its 24 px round toggle, not the site's
    // disclosure rows (a 44 px row with a chevron, which covered the map's bottom).
    const credits = side.locator('.maplibregl-ctrl-attrib')
    await expect(credits).toContainText('Boundaries')
    const toggle = await credits.locator('summary').boundingBox()
    expect(toggle && [toggle.width, toggle.height]).toEqual([24, 24])
    expect((await credits.boundingBox())?.height).toBeLessThanOrEqual(30)
    // A pin beside the list brings its dealer's card into view, outlined (on whichever page it is).
    const pin = side.locator('.dealer-marker').last()
    const pinId = await pin.getAttribute('data-company-id')
    await pin.focus()
    await page.keyboard.press('Enter')
    const pinned = page.getByTestId('dealer-grid').locator('.dealer-grid__item--selected').getByTestId('dealer-card')
    await expect(pinned).toHaveAttribute('data-company-id', pinId ?? '')
    await expect(pinned).toBeInViewport()

    // City names on the base map never sit under a pin, a cluster or the home pin (at 10001 "Newark"
    // sat under a cluster and read as part of it).
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(side.locator('.dealer-marker, .dealer-cluster').first()).toBeInViewport({ timeout: 20_000 })
    const labels = () =>
      side.evaluate((root) => {
        const boxes = (selector: string) => [...root.querySelectorAll(selector)].map((el) => el.getBoundingClientRect())
        const pins = boxes('.dealer-marker, .dealer-cluster, .dealer-home')
        const names = boxes('.dealer-map__city')
        return { names: names.length, covered: names.filter((n) => pins.some((p) => n.left < p.right && n.right > p.left && n.top < p.bottom && n.bottom > p.top)).length }
      })
    // Names under pins once names are drawn (-1 before).
    const covered = async () => ((l) => (l.names > 0 ? l.covered : -1))(await labels())
    await expect.poll(covered, { message: 'city names drawn, none under a pin' }).toBe(0)
  })

  test('prompts until a dealer is chosen; list and markers select each other, by mouse and by keyboard', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=78701`)
    await expect(countLine(page)).toBeVisible()
    await page.getByRole('button', { name: 'Map', exact: true }).click()
    await expect(page.getByText('Please select a dealer on the map')).toBeVisible()
    const count = await total(page)
    // Every dealer is on the map exactly once: its own marker, or counted in a cluster.
    await expect.poll(() => dealersOnMap(page), { timeout: 20_000 }).toBe(count)
    await expect(map(page).getByRole('img', { name: 'Your search: 78701' })).toBeVisible()
    await expect(mapList(page).getByRole('button')).toHaveCount(count)

    // Map -> list, by keyboard: Enter on another marker selects it there and in the list.
    const other = map(page).locator('.dealer-marker:not([aria-label^="1. "])').first()
    await expect(other).toBeVisible()
    const otherId = await other.getAttribute('data-company-id')
    const otherName = ((await other.getAttribute('aria-label')) ?? '').replace(/^\d+\. /, '')
    await other.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('.locator__map-card').getByRole('heading')).toHaveText(otherName)
    await expect(other).toHaveAttribute('aria-pressed', 'true')
    await expect(mapList(page).locator(`[data-company-id="${otherId}"]`)).toHaveAttribute('aria-pressed', 'true')

    // Tab goes from marker to marker in list order.
    const positions = (await markers(page).evaluateAll((els) => els.map((el) => Number(el.textContent)))).sort((a, b) => a - b)
    expect(positions.length).toBeGreaterThan(1)
    await map(page).getByRole('button', { name: new RegExp(`^${positions[0]}\\. `) }).focus()
    await page.keyboard.press('Tab')
    await expect(map(page).getByRole('button', { name: new RegExp(`^${positions[1]}\\. `) })).toBeFocused()

    // List -> map: choosing dealer 1 in the list shows its card and highlights its marker (zooming in if clustered).
    const firstItem = mapList(page).getByRole('button').first()
    const firstName = (await firstItem.locator('span').first().textContent()) ?? ''
    await firstItem.click()
    await expect(page.getByText('Please select a dealer on the map')).toHaveCount(0)
    await expect(page.locator('.locator__map-card').getByRole('heading')).toHaveText(firstName)
    await expect(firstItem).toHaveAttribute('aria-pressed', 'true')
    const first = map(page).getByRole('button', { name: /^1\. / })
    await expect(first).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 })
    await expect(first).toHaveAccessibleName(`1. ${firstName}`)
    await expect(mapList(page).locator(`[data-company-id="${otherId}"]`)).toHaveAttribute('aria-pressed', 'false')
  })

  test('at 390 px List/Map toggle without sideways scroll; overlapping dealers form clusters that zoom in when chosen; the map lets the page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(countLine(page)).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    expect(await sideways()).toBe(0)
    await page.getByRole('button', { name: 'Map', exact: true }).click()
    const count = await total(page)
    await expect.poll(() => dealersOnMap(page), { timeout: 20_000 }).toBe(count)
    await expect(map(page).getByRole('img', { name: 'Your search: 10001' })).toBeVisible()
    expect(await sideways()).toBe(0)
    // Around Manhattan the dealers overlap: they are clustered, not one heap of markers.
    await expect(clusters(page).first()).toBeVisible()
    expect(await markers(page).count()).toBeLessThan(count)
    const cluster = clusters(page).first()
    await expect(cluster).toHaveAccessibleName(/^\d+ dealers here: zoom in$/)
    const chosen = await cluster.elementHandle()
    await cluster.focus()
    await page.keyboard.press('Enter')
    // The map zooms in until that cluster splits: it is replaced by smaller clusters or markers.
    await expect.poll(() => chosen?.evaluate((el) => el.isConnected), { timeout: 10_000 }).toBe(false)
    await expect(markers(page).or(clusters(page)).first()).toBeVisible()
    // Cooperative gestures: the wheel over the map scrolls the page, not the map.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    const box = await map(page).boundingBox()
    await page.mouse.move((box?.x ?? 0) + 50, (box?.y ?? 0) + 50)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled)
  })

  test('markers of dealers at the same address are spread apart', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(countLine(page)).toBeVisible()
    // Two dealers at one point: copy the location of dealer 1 onto dealer 2 in the answer.
    await page.route('**/api/dealers/locations?**', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.dealers[1].location = { ...body.dealers[0].location }
      body.randomizeBuckets = []
      await route.fulfill({ response, json: body })
    })
    await search(page, '10002')
    await expect(countLine(page)).toHaveText(/near 10002$/)
    await page.getByRole('button', { name: 'Map', exact: true }).click()
    await expect(markers(page).or(clusters(page)).first()).toBeVisible({ timeout: 20_000 })
    const ids = await page.evaluate(async () => {
      const response = await fetch('/api/dealers/locations?brand=AS&zipcode=10002')
      const body = await response.json()
      return [body.dealers[0].data.companyID, body.dealers[1].data.companyID] as number[]
    })
    // Choosing one in the list zooms in past the clusters; the two markers then stand apart.
    await mapList(page).locator(`[data-company-id="${ids[0]}"]`).click()
    const a = map(page).locator(`.dealer-marker[data-company-id="${ids[0]}"]`)
    const b = map(page).locator(`.dealer-marker[data-company-id="${ids[1]}"]`)
    await expect(a).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 })
    await expect(b).toBeVisible()
    const boxA = await a.boundingBox()
    const boxB = await b.boundingBox()
    expect(boxA && boxB).toBeTruthy()
    expect(Math.hypot((boxA?.x ?? 0) - (boxB?.x ?? 0), (boxA?.y ?? 0) - (boxB?.y ?? 0))).toBeGreaterThan(15)
  })
})

test.describe('dealer locator: one search flow, distance, layout', () => {
  test('an ambiguous city lists the places from the dealer API itself; choosing one searches it', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/api/places/') || path === '/api/dealers/locations') calls.push(path)
    })
    await page.goto(LOCATOR)
    await expect(page.locator('html')).toHaveAttribute('data-click-tracking', 'ready')
    await search(page, 'Springfield')
    await expect(page.getByTestId('locator-error')).toHaveText('Several places have that name. Please choose one:')
    const places = page.getByRole('list', { name: 'Matching places' })
    await places.getByRole('button', { name: 'Springfield, IL' }).click()
    await expect(countLine(page)).toHaveText(/^\d+ dealers servicing near Springfield, IL$/)
    expect(new URL(page.url()).searchParams.get('zipcode')).toMatch(/^\d{5}$/)
    // One request per search, no separate place lookup.
    expect(calls).toEqual(['/api/dealers/locations', '/api/dealers/locations'])
    await search(page, 'Nowhereville Zzz')
    await expect(page.getByTestId('locator-error')).toHaveText('We could not find that place. Please enter a zip or postal code.')
  })

  test('cards show the distance from the searched place: miles in the US, kilometres in Canada', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(cards(page)).toHaveCount(6)
    const api = await (await page.request.get('/api/dealers/locations?brand=AS&zipcode=10001')).json()
    const origin = api.origin as { lat: number; lon: number }
    const miles = (to: { lat: number; lon: number }) => {
      const rad = Math.PI / 180
      const h = Math.sin(((to.lat - origin.lat) * rad) / 2) ** 2 + Math.cos(origin.lat * rad) * Math.cos(to.lat * rad) * Math.sin(((to.lon - origin.lon) * rad) / 2) ** 2
      return 2 * 3958.7613 * Math.asin(Math.sqrt(h))
    }
    const byId = new Map((api.dealers as { data: { companyID: number }; location: { lat: number; lon: number } }[]).map((d) => [String(d.data.companyID), d.location]))
    for (const card of await cards(page).all()) {
      const shown = (await card.getByTestId('dealer-distance').locator('[aria-hidden="true"]').textContent()) ?? ''
      expect(shown).toMatch(/^(\d+(\.\d)?|< 0\.1) mi$/)
      const location = byId.get((await card.getAttribute('data-company-id')) ?? '')
      expect(location, 'the card is one of the API answer').toBeTruthy()
      if (location && !shown.startsWith('<')) expect(Math.abs(Number.parseFloat(shown) - miles(location))).toBeLessThanOrEqual(0.51)
      await expect(card.getByTestId('dealer-distance')).toContainText(/miles away$/)
    }
    await search(page, 'M5V 3L9')
    await expect(countLine(page)).toHaveText(/near M5V 3L9$/)
    await expect(cards(page).first().getByTestId('dealer-distance').locator('[aria-hidden="true"]')).toHaveText(/^(\d+(\.\d)?|< 0\.1) km$/)
  })

  test('results arriving do not shift the page (reserved space, CLS under 0.02 at 390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await watchLayoutShift(page)
    await page.goto('/find-your-dealer/?zipcode=10001')
    // 3 cards a page below 768 px.
    await expect(cards(page)).toHaveCount(3)
    // Everything a visitor waits for is in: the page is interactive and its images have loaded.
    await expectInteractive(page)
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete))
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02)
  })
})

test.describe('dealer card: Call Now', () => {
  test('on a call-now page Call Now shows a loader, then a leased tracking number from /api/whodis', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(cards(page)).toHaveCount(6)
    // Find a dealer on the page that has call tracking (its routing group has a number pool).
    let companyId: string | undefined
    let ownPhone: string | undefined
    for (const id of await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-company-id') ?? ''))) {
      const dealer = await (await page.request.get(`/api/dealers/lookup?cid=${id}`)).json()
      if (dealer.fuseInfo?.routingGroup || dealer.whodis?.routingGroupID) {
        companyId = id
        ownPhone = dealer.data.phone1
        break
      }
    }
    expect(companyId, 'a dealer with call tracking on the first page').toBeTruthy()

    const card = page.locator(`[data-testid="dealer-card"][data-company-id="${companyId}"]`)
    // The lease is held until the loader has been seen.
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/whodis', async (route) => {
      await held
      await route.continue()
    })
    const leased = page.waitForResponse('**/api/whodis')
    await card.getByRole('button', { name: 'Call Now' }).click()
    await expect(card.getByRole('status')).toHaveText('Getting the phone number')
    answer()
    const response = await leased
    expect([200, 201]).toContain(response.status())
    const number: string = (await response.json()).message.leasePhoneNumber
    const digits = number.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
    expect(digits).not.toBe(ownPhone?.replace(/\D/g, ''))
    await expect(card.locator('.dealer-card__phone-number')).toHaveText(`${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`)
    await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', new RegExp(`^tel:\\+?1?${digits}$`))
  })

  test('shows N/A when the leased-number request fails', async ({ page }) => {
    await page.route('**/api/whodis', (route) => route.fulfill({ status: 500, json: { message: 'Could not lease a phone number.' } }))
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(cards(page)).toHaveCount(6)
    let card = cards(page).first()
    for (const candidate of await cards(page).all()) {
      const id = await candidate.getAttribute('data-company-id')
      const dealer = await (await page.request.get(`/api/dealers/lookup?cid=${id}`)).json()
      if (dealer.fuseInfo?.routingGroup) {
        card = candidate
        break
      }
    }
    await card.getByRole('button', { name: 'Call Now' }).click()
    await expect(card.getByTestId('phone-na')).toHaveText('N/A')
  })
})

test.describe('reviews modal', () => {
  test('"{Dealer name} Reviews" loads 10, See More appends until all are loaded, Escape restores focus', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(cards(page)).toHaveCount(6)
    // A dealer with more than 10 reviews, found through the real reviews API.
    let target: { card: ReturnType<typeof cards>; total: number } | undefined
    for (let p = 1; p <= 5 && !target; p++) {
      for (const card of await cards(page).all()) {
        const id = await card.getAttribute('data-company-id')
        const reviews = await (await page.request.get(`/api/reviews/dealers/retrieve-reviews/${id}?page=1&pageAmount=10`)).json()
        if (reviews.total > 10) {
          target = { card, total: reviews.total }
          break
        }
      }
      if (!target) await page.getByRole('button', { name: 'Next page' }).click()
    }
    expect(target, 'a dealer with more than 10 reviews near 10001').toBeTruthy()
    const { card, total } = target!
    const name = await card.getByRole('heading').textContent()
    const rating = card.getByRole('button', { name: /^Rated \d\.\d out of 5 stars/ })
    await rating.click()
    const modal = page.getByRole('dialog', { name: `${name} Reviews` })
    await expect(modal).toBeVisible()
    await expect(modal.getByTestId('review')).toHaveCount(10)
    await modal.getByRole('button', { name: 'See More' }).click()
    await expect(modal.getByTestId('review')).toHaveCount(Math.min(20, total))
    if (total > 20) await modal.getByRole('button', { name: 'See More' }).click()
    await expect(modal.getByTestId('review')).toHaveCount(Math.min(30, total))
    if (total <= 30) await expect(modal.getByRole('button', { name: 'See More' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(rating).toBeFocused()
  })

  test('a failing reviews request shows "Error fetching dealer reviews"', async ({ page }) => {
    await page.route('**/api/reviews/dealers/retrieve-reviews/**', (route) => route.fulfill({ status: 503, json: { error: 'down' } }))
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(cards(page)).toHaveCount(6)
    await page.getByRole('button', { name: /^Rated \d\.\d out of 5 stars/ }).first().click()
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Error fetching dealer reviews')
  })
})

test.describe('contact dealer modal', () => {
  test('shows every field message, a bad street address on leaving it (focus moves on), and stores a lead with a preferred day and time picked by keyboard; at 390 px the confirmation names the dealer, the reference and the time', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(cards(page)).toHaveCount(6)
    await page.setViewportSize({ width: 390, height: 844 })
    const card = cards(page).first()
    const companyId = Number(await card.getAttribute('data-company-id'))
    const dealerName = await card.getByRole('heading').textContent()
    const open = card.getByRole('button', { name: 'Book Online' })
    await open.click()
    const modal = page.getByRole('dialog', { name: 'Contact your local dealer' })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank')

    // The searched ZIP is already there (reading 51's walk: step 2 asked for it again).
    await expect(modal.getByLabel('Zip / Postal code')).toHaveValue('10001')
    await modal.getByLabel('Zip / Postal code').fill('')
    // Submit pressed straight from the emptied field: the ZIP's message, shown as focus left the
    // field, used to push Submit down mid-click, and the click landed beside it.
    await modal.getByRole('button', { name: 'Submit' }).click()
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Please enter a valid email address',
      'Enter a valid phone number',
      'Enter your street address',
      'Enter your city',
      'Select a state',
      'Enter your zip/postal code',
    ]) {
      await expect(modal.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(modal.getByLabel('First name')).toBeFocused()

    await modal.getByLabel('Email').fill('pat@example')
    await modal.getByLabel('Email').blur()
    await expect(modal.getByText('Please enter a valid email address')).toBeVisible()

    // Street address rule: leaving a bad one shows its message and focus moves on (readings 46).
    const street = modal.getByLabel('Street address')
    await street.fill('Main Street')
    await page.keyboard.press('Tab')
    await expect(modal.getByText('Street address must be valid')).toBeVisible()
    await expect(modal.getByRole('combobox', { name: 'City' })).toBeFocused()

    await street.fill('12 Main St')
    await expect(modal.getByText('Street address must be valid')).toHaveCount(0)
    const email = `e2e-locator-${Date.now()}@example.com`
    await modal.getByLabel('First name').fill('Pat')
    await modal.getByLabel('Last name').fill('Tester')
    await modal.getByLabel('Email').fill(email)
    await modal.getByLabel('Phone').fill('(212) 555-0134')
    // City autocomplete from our own place data fills state and ZIP.
    await modal.getByRole('combobox', { name: 'City' }).pressSequentially('Brookl')
    await expect(modal.getByRole('option', { name: /^Brooklyn, NY \d{5}$/ }).first()).toBeVisible()
    // Escape closes the suggestions only: the dialog and what was typed stay.
    await page.keyboard.press('Escape')
    await expect(modal.getByRole('listbox')).toBeHidden()
    await expect(modal).toBeVisible()
    await expect(modal.getByLabel('First name')).toHaveValue('Pat')
    // Closed and opened again, the modal still has what was typed (this session).
    await modal.getByRole('button', { name: 'Close' }).click()
    await expect(modal).toBeHidden()
    await open.click()
    await expect(modal.getByLabel('Email')).toHaveValue(email)
    await expect(modal.getByRole('combobox', { name: 'City' })).toHaveValue('Brookl')
    await modal.getByRole('combobox', { name: 'City' }).fill('')
    await modal.getByRole('combobox', { name: 'City' }).pressSequentially('Brookl')
    await modal.getByRole('option', { name: /^Brooklyn, NY \d{5}$/ }).first().click()
    await expect(modal.getByRole('combobox', { name: 'City' })).toHaveValue('Brooklyn')
    await expect(modal.getByLabel('State / Province')).toHaveValue('NY')
    await expect(modal.getByLabel('Zip / Postal code')).toHaveValue(/^112\d\d$/)

    // Book Online also asks, optionally, when the dealer should come (reading 52): by keyboard, from the ZIP on.
    await modal.getByLabel('Zip / Postal code').focus()
    await page.keyboard.press('Tab')
    const preferredDay = modal.getByLabel('Preferred day (optional)')
    await expect(preferredDay).toBeFocused()
    await expect(preferredDay).toHaveValue('')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(preferredDay).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
    const chosenDay = await preferredDay.inputValue()
    await page.keyboard.press('Tab')
    await expect(modal.getByRole('radio', { name: 'Any time' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const afternoon = modal.getByRole('radio', { name: 'Afternoon (12-4 pm)' })
    await expect(afternoon).toBeChecked()
    // 16 px text, 44 px targets, nothing wider than the phone.
    expect(await preferredDay.evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px')
    expect((await modal.getByText('Afternoon (12-4 pm)').boundingBox())?.height).toBeGreaterThanOrEqual(44)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await modal.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

    await modal.getByRole('button', { name: 'Submit' }).click()
    const success = modal.getByTestId('lead-success')
    await expect(success.locator('p').first()).toHaveText("Thank you. We've received your request and a dealer will reach out to you shortly")
    await expect(success.locator('p').nth(1)).toContainText(`${dealerName} will contact you within one business day.`)
    await expect(success.locator('p').nth(1)).toHaveText(/ Your request's reference: [0-9a-f-]{36}\.$/)
    const reference = (await success.locator('p').nth(1).textContent())?.match(/[0-9a-f-]{36}/)?.[0]
    const dayInWords = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${chosenDay}T00:00:00Z`))
    await expect(success.locator('p').nth(2)).toHaveText(`Your preferred time: ${dayInWords}, afternoon (12-4 pm). The dealer will confirm a time with you.`)

    const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => ({ ...e })))
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['dealer_form_open', 'dealer_form_start', 'dealer_form_success']))
    expect(events.find((e) => e.event === 'dealer_form_success')).toMatchObject({
      form_id: 'CONTACT LOCAL DEALER MODAL',
      card_position: 1,
      dealer_id: companyId,
      dealer_name: dealerName,
      zipcode: '10001',
    })

    await modal.getByRole('button', { name: 'Close' }).click()
    await expect(open).toBeFocused()

    const headers = await adminHeaders(page.request)
    const found = await (await page.request.get(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })).json()
    expect(found.docs).toHaveLength(1)
    expect(found.docs[0].eventId).toBe(reference)
    expect(found.docs[0]).toMatchObject({
      kind: 'CONTACT_DEALER',
      brand: 'AS',
      companyId,
      source: 'asa-dealer-contact',
      formName: 'CONTACT LOCAL DEALER MODAL',
      firstName: 'Pat',
      state: 'NY',
      booking: { requested: true, preferredDay: chosenDay, preferredTimeWindow: 'afternoon' },
    })
  })

  test('a failed submit shows the spec failure message with the support phone', async ({ page }) => {
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, json: { error: 'down' } }))
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await cards(page).first().getByRole('button', { name: 'Book Online' }).click()
    const modal = page.getByRole('dialog', { name: 'Contact your local dealer' })
    await modal.getByLabel('First name').fill('Pat')
    await modal.getByLabel('Last name').fill('Tester')
    await modal.getByLabel('Email').fill('pat@example.com')
    await modal.getByLabel('Phone').fill('2125550134')
    await modal.getByLabel('Street address').fill('12 Main St')
    await modal.getByRole('combobox', { name: 'City' }).fill('New York')
    await modal.getByLabel('State / Province').selectOption('NY')
    await modal.getByLabel('Zip / Postal code').fill('10001')
    await modal.getByRole('button', { name: 'Submit' }).click()
    await expect(modal.getByRole('alert')).toHaveText(
      'We are having trouble locating a service provider in your area. For further assistance, reach out to us at 1-800-555-0123, Monday to Friday, 7am to 5pm CST.',
    )
  })

  test('the modal traps focus and closes on the backdrop', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    const open = cards(page).first().getByRole('button', { name: 'Book Online' })
    await open.click()
    const modal = page.getByRole('dialog', { name: 'Contact your local dealer' })
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab')
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.mouse.click(5, 5)
    await expect(modal).toBeHidden()
    await expect(open).toBeFocused()
  })
})

test.describe('change location and info', () => {
  test('"Update your location" runs a new search', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await page.getByRole('button', { name: 'Change location' }).click()
    const modal = page.getByRole('dialog', { name: 'Update your location' })
    await modal.getByLabel('Zip/Postal code').fill('')
    await modal.getByRole('button', { name: 'Update' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Please enter a zipcode')
    await modal.getByLabel('Zip/Postal code').fill('78701')
    await modal.getByRole('button', { name: 'Update' }).click()
    await expect(modal).toBeHidden()
    await expect(countLine(page)).toHaveText(/servicing near 78701$/)
  })

  test('the refrigerant tooltip shows on hover and links to the refrigerant page', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    const card = cards(page).first()
    await card.getByRole('button', { name: 'About next-generation refrigerant' }).hover()
    const link = card.getByRole('link', { name: 'Learn about next-generation refrigerant' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', '/resources/next-generation-refrigerant/')
    await page.mouse.move(0, 0)
    await expect(link).toBeHidden()
  })
})

test.describe('accessibility', () => {
  test('axe finds no violations in list view and map view', async ({ page }) => {
    await page.goto(`${LOCATOR}?zipcode=10001`)
    await expect(cards(page)).toHaveCount(6)
    const list = await axe(page, { tags: null }).analyze()
    expect(list.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    await page.getByRole('button', { name: 'Map', exact: true }).click()
    await expect(page.getByTestId('dealer-map').locator('.dealer-marker, .dealer-cluster').first()).toBeVisible({ timeout: 20_000 })
    await page.getByTestId('map-dealer-list').getByRole('button').first().click()
    await expect(page.getByTestId('dealer-map').locator('.dealer-marker[aria-pressed="true"]')).toBeVisible({ timeout: 10_000 })
    const map = await axe(page, { tags: null }).analyze()
    expect(map.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})

/** A page that ends with the dealer carousel block (it left the home page, which has one ZIP entry: the hero's). */
const CAROUSEL_PAGE = '/resources/maintenance-tips/'

test.describe('dealer carousel block', () => {
  test('asks for a zip or city, then shows dealers 3 at a time with arrows and dots', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(CAROUSEL_PAGE)
    const block = page.getByTestId('dealer-carousel')
    await expectHydrated(block.getByLabel('Enter Postal Code / City'))
    await block.getByRole('button', { name: 'Search' }).click()
    await expect(block.getByRole('alert')).toHaveText('Zip code or city is required')
    await block.getByLabel('Enter Postal Code / City').fill('Chicago, IL')
    await block.getByRole('button', { name: 'Search' }).click()
    const carousel = block.getByRole('region', { name: 'Dealers near Chicago, IL' })
    await expect(carousel).toBeVisible()
    const slides = carousel.locator('.carousel__slide')
    const width = (await carousel.locator('.carousel__viewport').boundingBox())?.width ?? 0
    const slideWidth = (await slides.first().boundingBox())?.width ?? 0
    expect(Math.round(width / slideWidth)).toBe(3)
    const prev = carousel.getByRole('button', { name: 'Previous slide' })
    await expect(prev).toBeDisabled()
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(prev).toBeEnabled()
    await expect(carousel.getByRole('button', { name: /^Go to slide group 2 of \d+$/ })).toHaveAttribute('aria-current', 'true')

    await page.setViewportSize({ width: 800, height: 900 })
    await expect.poll(async () => Math.round(((await carousel.locator('.carousel__viewport').boundingBox())?.width ?? 0) / ((await slides.first().boundingBox())?.width ?? 1))).toBe(1)
  })

  test('a zip typed before the page has loaded its script is kept, and Enter then still finds dealers', async ({ page, browser }) => {
    // Hold the page's scripts: the carousel is server-rendered HTML only until they run.
    const release = await holdScripts(page)
    await page.goto(CAROUSEL_PAGE, { waitUntil: 'domcontentloaded' })
    const block = page.getByTestId('dealer-carousel')
    const input = block.getByLabel('Enter Postal Code / City')
    await input.fill('60601')
    release()
    await expectHydrated(input)
    await expect(input).toHaveValue('60601')
    await block.getByRole('button', { name: 'Search' }).click()
    await expect(block.getByRole('region', { name: 'Dealers near 60601' })).toBeVisible()
    await expect(block.getByTestId('dealer-card').first().getByTestId('dealer-distance')).toContainText(/ mi/)

    // Before any script runs (here: none ever does), the form is a plain search on the locator. A
    // browser without JavaScript rather than aborted script requests: closing a page whose next
    // navigation was still aborting its scripts hung Playwright now and then.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const early = await noScript.newPage()
    await early.goto(CAROUSEL_PAGE, { waitUntil: 'domcontentloaded' })
    const earlyInput = early.getByTestId('dealer-carousel').getByLabel('Enter Postal Code / City')
    await earlyInput.fill('10001')
    await earlyInput.press('Enter')
    await early.waitForURL('**/find-a-dealer/?zipcode=10001', { waitUntil: 'commit' })
    await noScript.close()
  })
})

test.describe('dealer locator: order and compact cards (issue 42, reading 49)', () => {
  const miles = async (page: Page) =>
    (await cards(page).getByTestId('dealer-distance').locator('[aria-hidden="true"]').allTextContents()).map((text) =>
      Number.parseFloat(text.replace('< ', '')),
    )
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px the list says "Sorted by: Recommended"; "Nearest first" sorts by distance, back to page 1, kept for the session`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(LOCATOR)
      await search(page, '10001')
      const order = page.getByLabel('Sorted by:')
      await expect(order.locator('option:checked')).toHaveText('Recommended')
      await expect(cards(page).first()).toBeVisible()
      const recommended = await miles(page)
      expect(recommended, 'the seeded ranking is not by distance').not.toEqual([...recommended].sort((a, b) => a - b))
      if (viewport.width < 768) {
        // Three compact cards to a phone screen.
        for (const card of await cards(page).all()) expect((await card.boundingBox())!.height).toBeLessThanOrEqual(250)
      }
      await page.getByRole('button', { name: 'Page 2', exact: true }).click()
      await order.selectOption({ label: 'Nearest first' })
      await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
      const nearest = await miles(page)
      expect(nearest).toEqual([...nearest].sort((a, b) => a - b))
      expect(nearest[0]).toBeLessThan(Math.min(...recommended) + 0.01)
      await page.reload()
      await expect(page.getByLabel('Sorted by:').locator('option:checked')).toHaveText('Nearest first')
      await expect(cards(page).first()).toBeVisible()
      expect(await miles(page)).toEqual(nearest)
    })
  }
})

test.describe('dealer locator: failures (reading 53) and stale input', () => {
  test('a server error says dealers could not be loaded, with Retry and the phone line, and never blames the ZIP', async ({ page }) => {
    let failing = true
    await page.route('**/api/dealers/locations?**', (route) => (failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()))
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await page.goto(LOCATOR)
    await search(page, '10001')
    // Two retries (1 s, then 2 s) before the failure shows.
    const failed = page.getByTestId('dealers-unavailable')
    await expect(failed.getByRole('heading', { level: 2 })).toHaveText('We could not load dealers right now', { timeout: 10_000 })
    await expect(failed).toContainText('1-800-555-0123, Monday to Friday 7am to 5pm CST')
    await expect(page.getByTestId('no-dealers')).toHaveCount(0)
    await expect(page.getByText('The zip code may be incorrect')).toHaveCount(0)
    expect(logged.some((text) => text.startsWith('Error fetching dealers:'))).toBe(true)
    failing = false
    await failed.getByRole('button', { name: 'Retry' }).click()
    await expect(countLine(page)).toHaveText(/servicing near 10001$/)
  })

  test('"Search again" puts the visitor in the ZIP box; a mistyped ZIP elsewhere does not make the locator open on an error', async ({ page }) => {
    await page.goto(LOCATOR)
    await search(page, NO_DEALER_ZIP)
    await page.getByRole('link', { name: 'Search again on Find a Dealer' }).click()
    await expect(page.getByLabel('Zip or postal code')).toBeFocused()
    await expect(page.getByTestId('no-dealers')).toBeVisible()
    // A mistyped ZIP on the rebates page is not remembered.
    await page.goto('/rebates/')
    const rebates = page.getByTestId('rebate-savings')
    await expectHydrated(rebates.getByLabel('Zip Code'))
    await rebates.getByLabel('Zip Code').fill('99999')
    await rebates.getByRole('button', { name: 'Search' }).click()
    await expect(rebates.getByRole('alert')).toHaveText('Unable to retrieve savings information. Please check your Zip Code and try again.')
    expect(await page.evaluate(() => localStorage.getItem('zipcode'))).toBe(NO_DEALER_ZIP)
    // A remembered text that is no code is not searched on arrival.
    await page.evaluate(() => localStorage.setItem('zipcode', '1234'))
    await page.goto(LOCATOR)
    await expectInteractive(page)
    await expect(page.getByLabel('Zip or postal code')).toHaveValue('')
    await expect(page.getByText('Please enter a valid zip or postal code')).toHaveCount(0)
  })
})
