import type { BigNumberListBlock } from '@/payload-types'
import { itemNumbers } from '@/domain/blocks/numbering'
import './styles.css'

/** Entries led by a large number or figure; an empty figure continues the count. */
export function BigNumberListComponent({ title, intro, items, id }: BigNumberListBlock) {
  const headingId = title && id ? `big-numbers-${id}` : undefined
  const figures = itemNumbers((items ?? []).map((item) => item.figure))
  const ItemHeading = title ? 'h3' : 'h2'
  return (
    <section className="big-numbers container" aria-labelledby={headingId}>
      {title ? (
        <h2 id={headingId} className="big-numbers__title">
          {title}
        </h2>
      ) : null}
      {intro ? <p className="big-numbers__intro">{intro}</p> : null}
      <ul className="big-numbers__list">
        {(items ?? []).map((item, index) => (
          <li key={item.id ?? `${index}-${item.title}`} className="big-numbers__item">
            <p className="big-numbers__figure">{figures[index]}</p>
            <div>
              <ItemHeading className="big-numbers__heading">{item.title}</ItemHeading>
              {item.text ? <p className="big-numbers__text">{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
