import { HVAC_BASICS_HUB_SLUG, HVAC_BASICS_LINKS } from './hvacBasics'
import { pagePath } from './pagePath'

/**
 * The routes the specs link that page-blocks-readings.md leaves unnamed or that only the seed serves,
 * in one place: the seed creates a page for each, the tests check each is published. Readings #44
 * (condenser-coil slug) and #33 (the three IAQ product pages are the three IAQ categories).
 */
export const GLOSSARY_HUB_SLUG = 'resources/glossary'

export const GLOSSARY_ENTRIES = [
  { slug: 'what-is-seer', term: 'SEER' },
  { slug: 'what-is-eer', term: 'EER' },
  { slug: 'what-is-hspf', term: 'HSPF' },
  { slug: 'what-is-afue', term: 'AFUE' },
  { slug: 'what-is-r22', term: 'R-22' },
  { slug: 'what-is-a-condenser-coil', term: 'Condenser coil' },
] as const

export type GlossarySlug = (typeof GLOSSARY_ENTRIES)[number]['slug']

export const glossarySlug = (slug: GlossarySlug) => `${GLOSSARY_HUB_SLUG}/${slug}`
export const glossaryPath = (slug: GlossarySlug) => pagePath(glossarySlug(slug))

export const IAQ_CATEGORY_SLUG = 'products/indoor-air-quality'

/** The three indoor-air-quality product pages (readings #33). */
export const IAQ_PRODUCT_PAGES = [
  { slug: `${IAQ_CATEGORY_SLUG}/ventilation`, label: 'Ventilation' },
  { slug: `${IAQ_CATEGORY_SLUG}/air-purification`, label: 'Air purification' },
  { slug: `${IAQ_CATEGORY_SLUG}/humidity-control`, label: 'Humidity control' },
] as const

/** The one smart-thermostats page (readings #6); the other spelling is a redirect to it. */
export const SMART_THERMOSTATS_SLUG = 'products/thermostat-controls/smart-thermostats'

export const CAMPAIGN_SLUGS = ['en/campaigns/mv/hvac-higher-standard', 'en/campaigns/sy/hvac-higher-standard'] as const

/**
 * Every page path page-blocks-readings.md lists (with the unnamed ones settled above), whoever seeds
 * it. Left out: /dealers/{slug}/ (an app route), /404/, the video detail pages (one per video) and
 * /products/thermostats-and-controls/smart-thermostats/ (a redirect, readings #6).
 *
 * @internal The tests check the seeded site and the crawl against it.
 */
export const SPEC_PAGE_PATHS: readonly string[] = [
  '/find-your-dealer/',
  '/find-a-dealer/',
  '/schedule-service/',
  '/privacy-policy/',
  '/rebates/',
  '/warranty/',
  '/about/history/',
  '/resources/',
  '/resources/next-generation-refrigerant/',
  ...CAMPAIGN_SLUGS.map(pagePath),
  '/resources/homeowning-01/',
  '/resources/build-your-own-system/',
  '/resources/repair-or-replace/',
  '/resources/pricing-guide/',
  pagePath(GLOSSARY_HUB_SLUG),
  ...GLOSSARY_ENTRIES.map((entry) => glossaryPath(entry.slug)),
  '/resources/home-app/',
  '/resources/home-app/diagnostics/',
  pagePath(HVAC_BASICS_HUB_SLUG),
  ...HVAC_BASICS_LINKS.map((link) => link.path),
  ...['air-conditioners', 'gas-furnaces', 'heat-pumps', 'air-handlers', 'oil-furnaces', 'ductless-systems', 'air-quality', 'packaged-systems', 'clean-or-change-filter', 'coils'].map(
    (slug) => `/resources/maintenance-tips/${slug}/`,
  ),
  ...['air-conditioners', 'gas-furnaces', 'air-handlers', 'heat-pumps', 'oil-furnaces', 'ductless-systems', 'air-quality', 'packaged-systems', 'thermostat-controls', 'coils'].map(
    (slug) => `/resources/troubleshooting/${slug}/`,
  ),
  '/products/',
  '/products/air-conditioners/',
  '/products/furnaces/',
  '/products/heat-pumps/',
  '/products/air-handlers/',
  '/products/indoor-air-quality/',
  '/products/coils/',
  '/products/coils/comfort-coil/',
  '/products/packaged-system/gas-electric-packaged-systems/',
  '/products/packaged-system/heat-pump-packaged-systems/',
  '/products/packaged-system/air-conditioner-packaged-systems/',
  '/products/packaged-system/hybrid-comfort-systems/',
  '/products/ductless-mini-split-systems/',
  ...IAQ_PRODUCT_PAGES.map((page) => pagePath(page.slug)),
  '/products/indoor-air-quality/air-purification/cleaneffects/',
  pagePath(SMART_THERMOSTATS_SLUG),
  '/products/thermostat-controls/traditional-thermostats/',
  '/products/zoning/',
  '/products/light-commercial/',
]
