import type { CertificatesBlock } from '@/payload-types'
import { LazyTooltip } from '@/components/ui/Tooltip.lazy'
import { documentLink } from '@/components/ui/documentLink'
import './styles.css'

/** Certificate cards (PB 2, PB 9): equipment, required ratings with an explanation, and the PDF. */
export function CertificatesComponent({ title, intro, cards, id }: CertificatesBlock) {
  const headingId = `certificates-${id ?? 'block'}`
  return (
    <section className="certificates container" aria-labelledby={headingId}>
      <h2 id={headingId} className="certificates__title">
        {title}
      </h2>
      {intro ? <p className="certificates__intro">{intro}</p> : null}
      <ul className="certificates__list">
        {(cards ?? []).map((card) => {
          const doc = documentLink(card.document)
          return (
            <li key={card.id ?? card.title} className="certificates__card">
              <h3 className="certificates__name">
                {card.title}
                {card.tooltip ? (
                  <LazyTooltip label={`About the ratings for ${card.title}`} className="certificates__tip">
                    {card.tooltip}
                  </LazyTooltip>
                ) : null}
              </h3>
              {card.ratings?.length ? (
                <>
                  <p className="certificates__label">Required ratings</p>
                  <ul className="certificates__ratings">
                    {card.ratings.map((r) => (
                      <li key={r.id ?? r.rating}>{r.rating}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {doc ? (
                <a href={doc.url} className="certificates__download" download data-track={`Certificate: ${card.title} (PDF)`}>
                  Download certificate<span className="visually-hidden">{` for ${card.title}`}</span> (PDF)
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
