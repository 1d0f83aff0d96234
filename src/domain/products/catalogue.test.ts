import { describe, expect, it } from 'vitest'
import { HUB_GROUP_ANCHORS, HUB_SECTIONS, PRODUCT_LIST_ANCHORS, SELECTOR_CATEGORIES, isLinkTargetPublished, lightCommercialRange, selectorViewAllHref } from './catalogue'

const published = new Set(['/products/', '/products/furnaces/'])

describe('product selector', () => {
  it('has the six categories with the spec paths', () => {
    expect(SELECTOR_CATEGORIES.map((c) => c.path)).toEqual([
      '/products/air-conditioners/',
      '/products/furnaces/',
      '/products/heat-pumps/',
      '/products/air-handlers/',
      '/products/indoor-air-quality/',
      '/products/coils/comfort-coil/',
    ])
  })

  it('links View all in English only, and only to a published page', () => {
    expect(selectorViewAllHref('furnaces', 'en', published)).toBe('/products/furnaces/')
    expect(selectorViewAllHref('furnaces', 'fr', published)).toBeNull()
    expect(selectorViewAllHref('heat-pumps', 'en', published)).toBeNull()
    expect(selectorViewAllHref('nope', 'en', published)).toBeNull()
  })
})

describe('product hub and sidebar anchors', () => {
  it('uses the spec anchors', () => {
    expect(HUB_SECTIONS.map((s) => s.anchor)).toEqual([
      'heating-cooling',
      'thermostat-controls',
      'packaged-system',
      'ductless-systems',
      'indoor-air-quality',
      'smart-connected-features',
      'light-commercial',
    ])
    expect(PRODUCT_LIST_ANCHORS.map((a) => a.anchor)).toEqual([
      'heating-cooling',
      'air-conditioners',
      'furnaces',
      'heat-pumps',
      'air-handlers',
      'coils',
      'packaged-system',
      'ductless-systems',
      'indoor-air-quality',
      'thermostat-controls',
      'light-commercial',
    ])
  })

  it('has a hub target for every sidebar anchor', () => {
    const targets = new Set<string>([...HUB_SECTIONS, ...HUB_GROUP_ANCHORS].map((s) => s.anchor))
    expect(PRODUCT_LIST_ANCHORS.filter((a) => !targets.has(a.anchor))).toEqual([])
  })

  it('states the light commercial range', () => {
    expect(lightCommercialRange()).toBe('3 to 25 tons')
  })
})

describe('isLinkTargetPublished', () => {
  it('lets anchors and external links through and checks site paths against the published pages', () => {
    expect(isLinkTargetPublished('#coils', published)).toBe(true)
    expect(isLinkTargetPublished('https://example.com/x', published)).toBe(true)
    expect(isLinkTargetPublished('/products/#coils', published)).toBe(true)
    expect(isLinkTargetPublished('/products', published)).toBe(true)
    expect(isLinkTargetPublished('/products/heat-pumps/', published)).toBe(false)
    expect(isLinkTargetPublished('/products/furnaces/?a=1', published)).toBe(true)
  })
})
