import { useId } from 'react'
import type { AccordionBlock } from '@/payload-types'
import { needsWidthCheck, paragraphs, serverFirstItemOpen } from '@/domain/blocks/accordion'
import { LazyAccordionFirstOpen } from './Component.lazy'
import './styles.css'

/**
 * Sections as native disclosures (no script to open or close them). Only when the editor wants the
 * first section open on some widths and closed on others does a tiny client leaf set it.
 */
export function AccordionComponent({ title, items, openFirst, id }: AccordionBlock) {
  const fallbackId = useId()
  const baseId = `accordion-${id ?? fallbackId.replace(/[^a-zA-Z0-9-]/g, '')}`
  const headingId = title ? `${baseId}-title` : undefined
  const firstId = `${baseId}-first`
  const ItemHeading = title ? 'h3' : 'h2'
  return (
    <section className="accordion container" aria-labelledby={headingId}>
      {title ? (
        <h2 id={headingId} className="accordion__title">
          {title}
        </h2>
      ) : null}
      <div className="accordion__list">
        {(items ?? []).map((item, index) => (
          <details
            key={item.id ?? `${index}-${item.title}`}
            id={index === 0 ? firstId : undefined}
            className="accordion__item"
            open={index === 0 && serverFirstItemOpen(openFirst) ? true : undefined}
          >
            <summary className="accordion__summary">
              <ItemHeading className="accordion__heading">{item.title}</ItemHeading>
            </summary>
            <div className="accordion__body">
              {paragraphs(item.body).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      {items?.length && openFirst && needsWidthCheck(openFirst) ? <LazyAccordionFirstOpen detailsId={firstId} openFirst={openFirst} /> : null}
    </section>
  )
}
