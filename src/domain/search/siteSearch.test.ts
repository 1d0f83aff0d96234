import { describe, expect, it } from 'vitest'
import { kindForSlug, layoutText, readSearchQuery, searchSite, type SearchDoc } from './siteSearch'

const docs: SearchDoc[] = [
  { kind: 'glossary', title: 'What is SEER?', description: 'SEER measures cooling efficiency over a season.', path: '/resources/glossary/what-is-seer/', text: 'Seasonal energy efficiency ratio.' },
  { kind: 'product', title: 'Heat pumps', description: 'Heat and cool with one system.', path: '/products/heat-pumps/', text: 'A heat pump with a high SEER rating saves energy.' },
  { kind: 'page', title: 'Rebates', description: 'Find rebates near you.', path: '/rebates/', text: 'Utility rebates for a new heat pump.' },
]

describe('searchSite', () => {
  it('finds pages, products and glossary entries, the title match first', () => {
    const { total, hits } = searchSite(docs, 'seer')
    expect(total).toBe(2)
    expect(hits.map((h) => h.path)).toEqual(['/resources/glossary/what-is-seer/', '/products/heat-pumps/'])
    expect(hits[0]).toMatchObject({ kind: 'glossary', snippet: 'SEER measures cooling efficiency over a season.' })
  })

  it('needs every word, in any case and accent', () => {
    expect(searchSite(docs, 'HEAT pump').hits.map((h) => h.path)).toEqual(['/products/heat-pumps/', '/rebates/'])
    expect(searchSite(docs, 'héat pump rebates').hits.map((h) => h.path)).toEqual(['/rebates/'])
    expect(searchSite(docs, 'boiler').total).toBe(0)
  })

  it('an empty or punctuation-only query finds nothing', () => {
    expect(searchSite(docs, '  ').total).toBe(0)
    expect(searchSite(docs, '!!!').total).toBe(0)
  })
})

describe('readSearchQuery', () => {
  it('trims, takes the first of repeated parameters and refuses overlong input', () => {
    expect(readSearchQuery('  seer ')).toBe('seer')
    expect(readSearchQuery(['afue', 'seer'])).toBe('afue')
    expect(readSearchQuery(undefined)).toBe('')
    expect(readSearchQuery('x'.repeat(101))).toBe('')
  })
})

describe('layoutText and kindForSlug', () => {
  it('keeps the words of blocks and leaves out settings, ids and links', () => {
    const text = layoutText([{ id: 'abc123', blockType: 'content', heading: 'Cooling tips', link: { url: '/rebates/', label: 'See rebates' }, settings: { anchor: 'tips' } }])
    expect(text).toBe('Cooling tips See rebates')
  })
  it('never reads a block the editor hid, nested or not', () => {
    const hidden = { blockType: 'content', heading: 'Unannounced rebate', settings: { hidden: true } }
    const text = layoutText([{ blockType: 'content', heading: 'Cooling tips' }, hidden, { blockType: 'group', blocks: [hidden, { blockType: 'faq', heading: 'Questions' }] }])
    expect(text).toBe('Cooling tips Questions')
  })
  it('tells glossary entries and product pages by their path', () => {
    expect(kindForSlug('resources/glossary/what-is-seer')).toBe('glossary')
    expect(kindForSlug('products/furnaces')).toBe('product')
    expect(kindForSlug('rebates')).toBe('page')
  })
})
