import type { ProductListSidebarBlock } from '@/payload-types'
import { linkHref } from '@/domain/pages/linkHref'
import './styles.css'
import { DEFAULTS } from './config'

/** Links to the product hub's sections (spec PB 2: its 11 anchors), on this page or on the chosen page. */
export function ProductListSidebarComponent({ title, page, items, id }: ProductListSidebarBlock) {
  const links = (items ?? []).filter((item) => item.label?.trim())
  if (links.length === 0) return null
  const base = page ? (linkHref(page) ?? '') : ''
  const headingId = `plist-${id ?? 'nav'}`
  return (
    <nav className="container plist" aria-labelledby={headingId}>
      <h2 id={headingId} className="plist__title">
        {title || DEFAULTS.title}
      </h2>
      <ul className="plist__list">
        {links.map((item, index) => (
          <li key={item.id ?? index}>
            <a href={`${base.replace(/#.*$/, '')}#${item.anchor}`} className="plist__link">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
