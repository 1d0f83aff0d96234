import type { HvacBasicsNavBlock } from '@/payload-types'
import { hvacBasicsNavItems } from '@/domain/pages/hvacBasics'
import { existingPageSlugs } from '@/server/pages/articles'
import { blockData } from '@/server/blocks/blockData'
import './styles.css'

type Item = { label: string; path: string; available: boolean }

/**
 * The 13 topics always show; only those whose page is published are links, the rest plain text, so
 * the outline is complete and nothing leads to a 404. Publishing a topic page turns it into a link.
 */
export async function HvacBasicsNavComponent({ title, id }: HvacBasicsNavBlock) {
  // Without the list every topic renders as text: still a useful outline, never a broken page.
  const slugs = await blockData('published pages (HVAC basics navigation)', existingPageSlugs, [])
  return <HvacBasicsNavView title={title || 'HVAC basics'} items={hvacBasicsNavItems(slugs)} headingId={`hvac-basics-${id ?? 'nav'}`} />
}

export function HvacBasicsNavView({ title, items, headingId = 'hvac-basics-nav' }: { title: string; items: readonly Item[]; headingId?: string }) {
  return (
    <nav className="container hvac-basics" aria-labelledby={headingId}>
      <h2 id={headingId} className="hvac-basics__title">
        {title}
      </h2>
      <ol className="hvac-basics__list">
        {items.map((item) => (
          <li key={item.path} className="hvac-basics__item">
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
