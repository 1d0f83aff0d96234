import { expect, test } from '@playwright/test'
import { breadcrumbListSchema, faqPageSchema, productRichResultSchema } from '@/domain/site/structuredDataSchemas'
import { adminToken } from './support'

test.describe('site infrastructure', () => {
  test('the demo site is marked once on each page, in the page’s language, and nowhere in headings', async ({ request }) => {
    for (const [path, text] of [
      ['/', 'Demo site: the dealers, reviews, rebates and offers on these pages are sample data'],
      ['/fr/', 'Site de démonstration'],
      ['/warranty/', 'Demo site:'],
    ] as const) {
      const html = await (await request.get(path)).text()
      expect(html.match(/<[a-z]+ [^>]*data-demo-notice/g), path).toHaveLength(1)
      expect(html, path).toContain(text)
      expect(html, path).not.toMatch(/<h[1-3][^>]*>[^<]*\((sample|sample site)\)/)
    }
  })

  test('a redirect an editor adds answers the old path with a 308 to a page that exists; one to a missing page is refused', async ({ request }) => {
    const auth = { Authorization: `JWT ${await adminToken(request)}` }
    const id = Date.now()
    const refused = await request.post('/api/redirects', { headers: auth, data: { from: `/gone-${id}/`, to: `/no-such-page-${id}/` } })
    expect(refused.status()).toBe(400)
    // The REST answer names the field; the admin form shows the full message beside it (its wording
    // is checked in tests/int/site.int.test.ts).
    expect(await refused.text()).toContain('The following field is invalid: New path')
    expect((await request.get(`/gone-${id}/`)).status()).toBe(404)

    const created = await request.post('/api/redirects', { headers: auth, data: { from: `/moved-${id}`, to: '/rebates/' } })
    expect(created.status()).toBe(201)
    for (const path of [`/moved-${id}/`, `/moved-${id}`]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(308)
      expect(response.headers().location).toMatch(/\/rebates\/$/)
      // One Location header, on the first request (an uncached page-route render sent two).
      expect(response.headersArray().filter((h) => h.name.toLowerCase() === 'location'), path).toHaveLength(1)
    }
    // A campaign's tags survive the move.
    const tagged = await request.get(`/moved-${id}/?utm_source=mailer&utm_campaign=fall`, { maxRedirects: 0 })
    expect(tagged.status()).toBe(308)
    expect(tagged.headers().location).toMatch(/\/rebates\/\?utm_source=mailer&utm_campaign=fall$/)
    expect((await request.get(`/moved-${id}/`)).status()).toBe(200)
  })

  test('a nested page shows its breadcrumb (missing ancestors as text), BreadcrumbList and FAQPage JSON-LD, and search finds it', async ({ page, request }) => {
    const auth = { Authorization: `JWT ${await adminToken(request)}` }
    const word = `quillwort${Date.now()}`
    const slug = `rebates/${word}/guide`
    const created = await request.post('/api/pages', {
      headers: auth,
      data: {
        title: 'Guide (test)',
        slug,
        _status: 'published',
        meta: { description: 'A nested test page.' },
        layout: [{ blockType: 'faq', title: 'Questions', items: [{ question: `What is ${word}?`, answer: 'A word only this page holds.' }] }],
      },
    })
    expect(created.status()).toBe(201)

    await page.goto(`/${slug}/`)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Rebates', word.charAt(0).toUpperCase() + word.slice(1), 'Guide (test)'])
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Rebates'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Guide (test)')
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as { '@type': string })
    const breadcrumb = breadcrumbListSchema.parse(jsonLd.find((d) => d['@type'] === 'BreadcrumbList'))
    expect(breadcrumb.itemListElement.map((i) => i.name)).toEqual(['Home', 'Rebates', 'Guide (test)'])
    expect(faqPageSchema.parse(jsonLd.find((d) => d['@type'] === 'FAQPage')).mainEntity[0]?.name).toBe(`What is ${word}?`)

    // The header search box leads to the results; the count is in a status region.
    await page.goto('/')
    await page.setViewportSize({ width: 1280, height: 800 })
    const search = page.getByRole('search', { name: 'Site search' })
    await search.getByRole('searchbox', { name: 'Search the site' }).fill(word)
    await search.getByRole('searchbox', { name: 'Search the site' }).press('Enter')
    await page.waitForURL(/\/search\/\?q=/)
    await expect(page.getByRole('status')).toHaveText(`1 result for “${word}”`)
    await expect(page).toHaveTitle(`Search results for “${word}”`)
    await page.getByRole('link', { name: 'Guide (test)' }).click()
    await page.waitForURL(`**/${slug}/`)
    const none = await request.get(`/search/?q=${encodeURIComponent('zzqxj nothing')}`)
    expect(none.status()).toBe(200)
    expect(await none.text()).toContain('0 results for “zzqxj nothing”')
  })

  test('the header groups open by keyboard on desktop; Escape closes and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const support = nav.getByRole('button', { name: 'Support' })
    await expect(nav).toHaveAttribute('data-hydrated', 'true')
    await support.click()
    await expect(support).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Schedule service' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(support).toHaveAttribute('aria-expanded', 'false')
    await expect(support).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Schedule service' })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/schedule-service/')
  })

  test('pages carry Open Graph images and the home page Organization JSON-LD', async ({ page }) => {
    await page.goto('/')
    const og = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(og).toMatch(/\/og-default\.png$|\/api\/media\/file\//)
    expect((await page.request.get(new URL(og!).pathname)).status()).toBe(200)
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => (JSON.parse(t) as { '@type': string })['@type'])
    expect(types).toEqual(expect.arrayContaining(['Organization', 'FAQPage']))
    // A French page without its own image shares the default card, described in French.
    const french = await (await page.request.get('/fr/')).text()
    expect(french).toMatch(/<meta property="og:image" content="[^"]*\/og-default\.png"\/>/)
    expect(french).toContain('<meta property="og:image:alt" content="Chauffage et climatisation pour votre maison"/>')
  })

  test('a product category page carries Product JSON-LD for the products its comparison shows, with the installed price', async ({ page }) => {
    await page.goto('/products/air-conditioners/')
    const items = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>)
    const products = items.filter((item) => item['@type'] === 'Product')
    expect(products.length).toBeGreaterThan(0)
    for (const product of products) expect(productRichResultSchema.parse(product)).toBeTruthy()
    const shown = await page.locator('.pcompare').first().textContent()
    for (const product of products) expect(shown).toContain(String(product.name))
    expect(products.map((p) => (p.offers as { price: string }).price)).toContain('5400.00')
  })
})
