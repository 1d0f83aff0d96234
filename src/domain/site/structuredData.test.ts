import { describe, expect, it } from 'vitest'
import {
  ancestorSlugs,
  breadcrumbJsonLd,
  breadcrumbTrail,
  faqItems,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from './structuredData'
import { breadcrumbListSchema, faqPageSchema, organizationSchema, productRichResultSchema, productSchema } from './structuredDataSchemas'

const SITE = 'https://www.example.com'

describe('breadcrumbs', () => {
  it('lists the ancestors of a nested slug', () => {
    expect(ancestorSlugs('products/thermostat-controls/smart-thermostats')).toEqual(['products', 'products/thermostat-controls'])
    expect(ancestorSlugs('rebates')).toEqual([])
  })

  it('links ancestors that are pages and names the others from their path, as plain text', () => {
    const trail = breadcrumbTrail('products/thermostat-controls/smart-thermostats', 'Smart thermostats', new Map([['products', 'Products']]))
    expect(trail).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Products', href: '/products/' },
      { label: 'Thermostat controls', href: null },
      { label: 'Smart thermostats', href: '/products/thermostat-controls/smart-thermostats/' },
    ])
  })

  it('gives a BreadcrumbList of the linked crumbs, absolute URLs, positions from 1', () => {
    const trail = breadcrumbTrail('products/thermostat-controls/smart-thermostats', 'Smart thermostats', new Map([['products', 'Products']]))
    const ld = breadcrumbJsonLd(trail, SITE)
    expect(breadcrumbListSchema.parse(ld).itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', 'https://www.example.com/'],
      [2, 'Products', 'https://www.example.com/products/'],
      [3, 'Smart thermostats', 'https://www.example.com/products/thermostat-controls/smart-thermostats/'],
    ])
  })

  it('the schema check refuses a list item without a URL or with positions out of order', () => {
    const ld = breadcrumbJsonLd([{ label: 'Home', href: '/' }, { label: 'A', href: '/a/' }], SITE)
    expect(breadcrumbListSchema.safeParse(ld).success).toBe(true)
    const broken = { ...ld, itemListElement: ld.itemListElement.map((i) => ({ ...i, position: 1 })) }
    expect(breadcrumbListSchema.safeParse(broken).success).toBe(false)
    const noUrl = { ...ld, itemListElement: ld.itemListElement.map(({ item: _item, ...rest }) => rest) }
    expect(breadcrumbListSchema.safeParse(noUrl).success).toBe(false)
  })
})

describe('Organization', () => {
  it('names the brand, the site and its support line', () => {
    const ld = organizationSchema.parse(organizationJsonLd({ name: 'American Standard', siteUrl: SITE, phone: '1-800-555-0123' }))
    expect(ld).toMatchObject({ name: 'American Standard', url: 'https://www.example.com/', logo: 'https://www.example.com/icon.svg' })
    expect(organizationSchema.safeParse({ ...ld, name: '' }).success).toBe(false)
  })
})

const faqFixture = {
  blockType: 'faq',
  title: 'Questions',
  items: [
    { question: 'How often should a furnace be serviced?', answer: 'Once a year, before the heating season.' },
    { question: 'Empty answer', answer: '  ' },
  ],
}

describe('FAQPage', () => {
  it('collects the questions of every FAQ block, nested ones included, into one FAQPage', () => {
    const layout = [faqFixture, { blockType: 'columns', columns: [{ blocks: [{ blockType: 'faq', items: [{ question: 'Q?', answer: 'A.' }] }] }] }]
    const items = faqItems(layout)
    // The question without an answer is left out (Google refuses empty answers).
    expect(items).toHaveLength(2)
    const ld = faqPageSchema.parse(faqPageJsonLd(items))
    expect(ld.mainEntity[0]).toEqual({ '@type': 'Question', name: faqFixture.items[0]!.question, acceptedAnswer: { '@type': 'Answer', text: faqFixture.items[0]!.answer } })
  })

  it('is left out of a page without questions', () => {
    expect(faqPageJsonLd(faqItems([{ blockType: 'content' }]))).toBeNull()
  })
})

describe('Product', () => {
  const product = { name: 'Gold 17 heat pump', description: 'A two-stage heat pump.', sku: 'AS-HP17', path: '/products/heat-pumps/gold-17/', imageUrl: '/api/media/file/hp.jpg', brand: 'American Standard' }

  it('passes the Product check and, with a price, the rich result check', () => {
    const withPrice = productJsonLd({ ...product, price: 6400 }, SITE)
    expect(productRichResultSchema.parse(withPrice).offers).toMatchObject({ price: '6400.00', priceCurrency: 'USD' })
    expect(withPrice.image).toEqual(['https://www.example.com/api/media/file/hp.jpg'])
  })

  it('without a price has no offer (and so is not a rich result), never a zero price', () => {
    const ld = productJsonLd({ ...product, price: 0 }, SITE)
    expect(productSchema.parse(ld)).not.toHaveProperty('offers')
    expect(productRichResultSchema.safeParse(ld).success).toBe(false)
  })
})

describe('serializeJsonLd', () => {
  it('escapes "<" so page text cannot close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<')
    expect(serializeJsonLd({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}')
  })
})
