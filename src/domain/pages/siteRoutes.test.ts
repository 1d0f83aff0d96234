import { describe, expect, it } from 'vitest'
import { HVAC_BASICS_LINKS } from './hvacBasics'
import { GLOSSARY_ENTRIES, IAQ_PRODUCT_PAGES, SPEC_PAGE_PATHS, glossaryPath } from './siteRoutes'

describe('site routes', () => {
  it('lists each spec path once, in the site’s /path/ form', () => {
    expect(new Set(SPEC_PAGE_PATHS).size).toBe(SPEC_PAGE_PATHS.length)
    for (const path of SPEC_PAGE_PATHS) expect(path).toMatch(/^\/([a-z0-9-]+\/)+$/)
  })

  it('settles the unnamed routes: the condenser-coil entry, the 13 basics pages, the three IAQ pages', () => {
    expect(glossaryPath('what-is-a-condenser-coil')).toBe('/resources/glossary/what-is-a-condenser-coil/')
    expect(SPEC_PAGE_PATHS).toEqual(expect.arrayContaining([...GLOSSARY_ENTRIES.map((e) => glossaryPath(e.slug)), ...HVAC_BASICS_LINKS.map((l) => l.path)]))
    expect(IAQ_PRODUCT_PAGES.map((p) => `/${p.slug}/`)).toEqual([
      '/products/indoor-air-quality/ventilation/',
      '/products/indoor-air-quality/air-purification/',
      '/products/indoor-air-quality/humidity-control/',
    ])
  })

  it('keeps the redirected smart-thermostats spelling out of the page list (readings #6)', () => {
    expect(SPEC_PAGE_PATHS).toContain('/products/thermostat-controls/smart-thermostats/')
    expect(SPEC_PAGE_PATHS).not.toContain('/products/thermostats-and-controls/smart-thermostats/')
  })
})
