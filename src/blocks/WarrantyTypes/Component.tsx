import type { WarrantyTypesBlock } from '@/payload-types'
import { documentLink } from '@/components/ui/documentLink'
import './styles.css'

/** Kinds of warranty with their terms (reading 43: "5-year", "10-year"), then the limited-warranty PDFs. */
export function WarrantyTypesComponent({ title, items, termsNote, documents, id }: WarrantyTypesBlock) {
  const headingId = `warranty-types-${id ?? 'block'}`
  const links = (documents ?? []).map(documentLink).filter((doc) => doc !== null)
  return (
    <section className="warranty-types container" aria-labelledby={headingId}>
      <h2 id={headingId} className="warranty-types__title">
        {title}
      </h2>
      <ul className="warranty-types__list">
        {(items ?? []).map((item) => (
          <li key={item.id ?? item.title} className="warranty-types__card">
            {item.term ? <p className="warranty-types__term">{item.term}</p> : null}
            <h3 className="warranty-types__name">{item.title}</h3>
            <p className="warranty-types__text">{item.text}</p>
          </li>
        ))}
      </ul>
      {links.length ? (
        <div className="warranty-types__docs">
          {termsNote ? <p className="warranty-types__note">{`${termsNote}:`}</p> : null}
          <ul className="warranty-types__doc-list">
            {links.map((doc) => (
              <li key={doc.url}>
                <a href={doc.url} className="warranty-types__doc" data-track={`Warranty document: ${doc.title} (PDF)`}>
                  {`${doc.title} (PDF)`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
