import { slugForPath } from '@/domain/site/redirects'
import { pagePath } from './pagePath'

/**
 * The 13 HVAC-basics pages. The spec names the hub (/resources/getting-started/hvac-basics/) but not
 * the slugs (readings #44), so this list is ours and the one place they live: the HVAC basics
 * navigation renders it, and whoever seeds these pages takes the slugs from here.
 */
export const HVAC_BASICS_HUB_SLUG = 'resources/getting-started/hvac-basics'

export const HVAC_BASICS_TOPICS = [
  { slug: 'how-heating-and-cooling-works', label: 'How heating and cooling works' },
  { slug: 'air-conditioners', label: 'Air conditioners' },
  { slug: 'gas-furnaces', label: 'Gas furnaces' },
  { slug: 'heat-pumps', label: 'Heat pumps' },
  { slug: 'air-handlers', label: 'Air handlers' },
  { slug: 'evaporator-coils', label: 'Evaporator coils' },
  { slug: 'ductless-systems', label: 'Ductless systems' },
  { slug: 'packaged-systems', label: 'Packaged systems' },
  { slug: 'thermostats-and-controls', label: 'Thermostats and controls' },
  { slug: 'indoor-air-quality', label: 'Indoor air quality' },
  { slug: 'efficiency-ratings', label: 'Efficiency ratings' },
  { slug: 'sizing-a-system', label: 'Sizing a system' },
  { slug: 'maintenance-basics', label: 'Maintenance basics' },
] as const

export type HvacBasicsLink = { label: string; path: string; slug: string }

/** Every HVAC-basics page with its page slug and public path, in reading order. */
export const HVAC_BASICS_LINKS: readonly HvacBasicsLink[] = HVAC_BASICS_TOPICS.map(({ slug, label }) => {
  const pageSlug = `${HVAC_BASICS_HUB_SLUG}/${slug}`
  return { label, slug: pageSlug, path: pagePath(pageSlug) }
})

/** A topic of the navigation as an editor set it: its text and where it leads (null: nowhere a visitor can go). */
export type HvacBasicsTopic = { label: string; href: string | null }

/** The 13 topics as the block's default list (an editor may change, reorder or add to it). */
export const HVAC_BASICS_DEFAULT_TOPICS: readonly HvacBasicsTopic[] = HVAC_BASICS_LINKS.map(({ label, path }) => ({ label, href: path }))

export type HvacBasicsNavItem = { label: string; path: string; available: boolean }

/**
 * Marks which entries may be links: a path of this site only when its page is published, another
 * address always. The others stay in the list as plain text, so the outline of the topic is complete
 * and no link leads to a 404.
 */
export function hvacBasicsNavItems(publishedSlugs: Iterable<string>, topics: readonly HvacBasicsTopic[] = HVAC_BASICS_DEFAULT_TOPICS): HvacBasicsNavItem[] {
  const published = new Set(publishedSlugs)
  return topics.map(({ label, href }) => {
    if (!href) return { label, path: '', available: false }
    const internal = href.startsWith('/') && !href.startsWith('//')
    return { label, path: href, available: internal ? published.has(slugForPath(href.split(/[?#]/)[0] ?? '')) : true }
  })
}
