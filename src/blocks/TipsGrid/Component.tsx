import type { TipsGridBlock } from '@/payload-types'
import { isSafeLinkUrl } from '@/domain/pages/linkHref'
import { gridItemPath, gridItems } from '@/domain/tools/tipsGrids'
import { LazyTipsCard } from './Component.lazy'
import './styles.css'

const DEFAULT_TITLES = { maintenance: 'Maintenance tips', troubleshooting: 'Troubleshooting' } as const

/** Maintenance tips or troubleshooting grid (PB 2): ten cards by default, each linking its page. */
export function TipsGridComponent({ kind, title, items, id }: TipsGridBlock) {
  const headingId = `tips-grid-${id ?? kind}`
  const cards = items?.length
    ? items.filter((item) => isSafeLinkUrl(item.url)).map((item) => ({ key: item.id ?? item.url, title: item.title, description: item.description, href: item.url }))
    : gridItems(kind).map((item) => ({ key: item.slug, title: item.title, description: item.description, href: gridItemPath(kind, item.slug) }))
  return (
    <section className="tips-grid container" aria-labelledby={headingId} data-kind={kind}>
      <h2 id={headingId} className="tips-grid__title">
        {title || DEFAULT_TITLES[kind]}
      </h2>
      <ul className="tips-grid__list">
        {cards.map((card) => (
          <LazyTipsCard key={card.key} title={card.title} description={card.description} href={card.href} />
        ))}
      </ul>
    </section>
  )
}
