import type { IconListBlock } from '@/payload-types'
import { listIcon } from '@/domain/blocks/iconList'
import { ListIconSvg } from './icons'
import './styles.css'

/** A list whose entries each lead with an icon from a small fixed set (inline SVG). */
export function IconListComponent({ title, items, id }: IconListBlock) {
  const headingId = title && id ? `icon-list-${id}` : undefined
  return (
    <section className="icon-list container" aria-labelledby={headingId}>
      {title ? (
        <h2 id={headingId} className="icon-list__title">
          {title}
        </h2>
      ) : null}
      <ul className="icon-list__list">
        {(items ?? []).map((item, index) => (
          <li key={item.id ?? `${index}-${item.title}`} className="icon-list__item">
            <ListIconSvg icon={listIcon(item.icon)} />
            <div>
              <p className="icon-list__entry">{item.title}</p>
              {item.text ? <p className="icon-list__text">{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
