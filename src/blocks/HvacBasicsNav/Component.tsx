import type { HvacBasicsNavBlock } from '@/payload-types'
import { hvacBasicsNavItems, type HvacBasicsNavItem, type HvacBasicsTopic } from '@/domain/pages/hvacBasics'
import { linkHref } from '@/domain/pages/linkHref'
import { existingPageSlugs } from '@/server/pages/articles'
import { blockData } from '@/server/blocks/blockData'
import './styles.css'
import { DEFAULTS } from './config'

/** The editor's topics; a block saved before the list was editable (no topics) shows the 13 standard ones. */
export function editorTopics(topics: HvacBasicsNavBlock['topics']): HvacBasicsTopic[] | undefined {
  const rows = (topics ?? []).filter((row) => row.link?.label?.trim())
  return rows.length ? rows.map((row) => ({ label: row.link.label!.trim(), href: linkHref(row.link) })) : undefined
}

/**
 * Every topic always shows; only those whose page is published are links, the rest plain text, so
 * the outline is complete and nothing leads to a 404. Publishing a topic page turns it into a link.
 */
export async function HvacBasicsNavComponent({ title, topics, id }: HvacBasicsNavBlock) {
  // Without the list every topic renders as text: still a useful outline, never a broken page.
  const slugs = await blockData('published pages (HVAC basics navigation)', existingPageSlugs, [])
  return <HvacBasicsNavView title={title || DEFAULTS.title} items={hvacBasicsNavItems(slugs, editorTopics(topics))} headingId={`hvac-basics-${id ?? 'nav'}`} />
}

export function HvacBasicsNavView({ title, items, headingId = 'hvac-basics-nav' }: { title: string; items: readonly HvacBasicsNavItem[]; headingId?: string }) {
  return (
    <nav className="container hvac-basics" aria-labelledby={headingId}>
      <h2 id={headingId} className="hvac-basics__title">
        {title}
      </h2>
      <ol className="hvac-basics__list">
        {items.map((item) => (
          <li key={`${item.label}:${item.path}`} className="hvac-basics__item">
            {item.available ? (
              <a href={item.path} className="hvac-basics__link">
                {item.label}
              </a>
            ) : (
              <span className="hvac-basics__soon">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
