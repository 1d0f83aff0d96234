import { describe, expect, it } from 'vitest'
import { ProductComparisonComponent } from '@/blocks/ProductComparison/Component'
import { productComparisonFixture } from '@/blocks/ProductComparison/fixtures'
import { ProductHubComponent } from '@/blocks/ProductHub/Component'
import { renderHtml } from '../support/renderHtml'
import { PRICING_GUIDE_SLUG, PRODUCTS_HUB_SLUG, seedProducts } from '@/seed/products'
import { adapterName, testPayload } from './support/payload'

// Only the product part of the seed: the full seed's own test expects to run it first on this database.
const seed = async (payload: Awaited<ReturnType<typeof testPayload>>) => {
  const report = { created: [] as string[], kept: [] as string[] }
  await seedProducts(payload, null, report)
  return report
}

describe(`products catalogue (${adapterName()})`, () => {
  it('seeds sample products at the spec entry prices and the two pages hosting the product blocks, once', async () => {
    const payload = await testPayload()
    await seed(payload)
    const { docs } = await payload.find({ collection: 'products', limit: 100, depth: 0, sort: ['sortOrder', 'installationCost'] })
    const entry = (type: string) => Math.min(...docs.filter((d) => d.productType === type).map((d) => d.installationCost ?? Infinity))
    expect(entry('airConditioner')).toBe(5400)
    expect(entry('furnace80')).toBe(3400)
    expect(entry('furnace90')).toBe(3400)
    expect(entry('heatPump')).toBe(5800)
    expect(entry('airHandler')).toBe(3600)
    // Demo data, marked as such in the admin (not in its names).
    expect(docs.every((d) => d.sample)).toBe(true)

    const hub = (await payload.find({ collection: 'pages', where: { slug: { equals: PRODUCTS_HUB_SLUG } }, depth: 0 })).docs[0]
    expect(hub?._status).toBe('published')
    expect(JSON.stringify(hub?.layout)).toContain('"blockType":"productHub"')
    expect(JSON.stringify(hub?.layout)).toContain('"blockType":"productListSidebar"')
    expect(hub?.layout?.map((b) => b.blockType)).toContain('productSelector')
    const pricing = (await payload.find({ collection: 'pages', where: { slug: { equals: PRICING_GUIDE_SLUG } }, depth: 0 })).docs[0]
    expect(pricing?.layout?.map((b) => b.blockType)).toEqual(['hero', 'productComparison', 'pricingGuide'])

    const again = await seed(payload)
    expect(again.created).toEqual([])
    expect((await payload.find({ collection: 'products', limit: 0, depth: 0 })).totalDocs).toBe(docs.length)
  })

  it('lets anyone read products and only an admin change them', async () => {
    const payload = await testPayload()
    await seed(payload)
    const read = await payload.find({ collection: 'products', overrideAccess: false, limit: 1 })
    expect(read.docs).toHaveLength(1)
    await expect(payload.create({ collection: 'products', overrideAccess: false, data: { name: 'Intruder', productType: 'furnace' } })).rejects.toThrow()
  })

  it('renders the comparison and the hub from the stored catalogue', async () => {
    const payload = await testPayload()
    await seed(payload)
    const comparison = await renderHtml(await ProductComparisonComponent({ ...productComparisonFixture, id: 'int-c' }))
    const tabs = [...comparison.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])
    // The seventh label is empty and no product is a plain "Furnace": neither has a tab.
    expect(tabs).toEqual(['Air Conditioner', '80% Furnace', '90% Furnace', 'Heat Pump', 'Air Handler'])
    expect(comparison).toContain('<strong>$5,400</strong>')
    expect(comparison).toContain('<strong>$3,600</strong>')
    // No model pages: the seeded products link nowhere, so no "Learn more" loops back to the hub.
    expect(comparison).not.toContain('Learn more')

    const hubPage = (await payload.find({ collection: 'pages', where: { slug: { equals: PRODUCTS_HUB_SLUG } }, depth: 0 })).docs[0]
    const columns = hubPage?.layout?.find((b) => b.blockType === 'columns')
    const hubBlock = columns?.blockType === 'columns' ? columns.columns?.[1]?.blocks?.[0] : undefined
    expect(hubBlock?.blockType).toBe('productHub')
    if (hubBlock?.blockType !== 'productHub') return
    // Another test file may have run the full seed, which publishes the category pages: take one away.
    await payload.delete({ collection: 'pages', where: { slug: { equals: 'products/furnaces' } }, context: { disableRevalidate: true } })
    const hub = await renderHtml(await ProductHubComponent(hubBlock))
    expect(hub).toContain('Comfort 96 modulating gas furnace')
    expect(hub).toContain('Installed from $5,800')
    // The furnaces page is not published: the hub leaves its link out.
    expect(hub).not.toContain('href="/products/furnaces/"')
  })
})
