import type { RepairGuideBlock } from '@/payload-types'
import { EXPECTED_LIFE } from '@/domain/tools/guide'
import './styles.css'

type Item = { title: string; body: string; id?: string | null }

function Items({ items }: { items: Item[] }) {
  return (
    <div className="repair-guide__items">
      {items.map((item) => (
        <details key={item.id ?? item.title} className="repair-guide__item">
          <summary className="repair-guide__summary">{item.title}</summary>
          <p className="repair-guide__body">{item.body}</p>
        </details>
      ))}
    </div>
  )
}

/**
 * Two columns of native disclosures (no script), the R-22 warning as a note that is always visible,
 * expected life and the other figures (PB 2, PB 9).
 */
export function RepairGuideComponent({ title, repairTitle, replaceTitle, repairItems, replaceItems, warning, showExpectedLife, otherFigures, id }: RepairGuideBlock) {
  const headingId = `repair-guide-${id ?? 'block'}`
  return (
    <section className="repair-guide container" aria-labelledby={headingId}>
      <h2 id={headingId} className="repair-guide__title">
        {title}
      </h2>
      {warning?.title ? (
        <div className="repair-guide__warning" role="note" aria-label="Refrigerant warning">
          <p className="repair-guide__warning-title">
            <strong>{warning.title}</strong>
          </p>
          {warning.body ? <p className="repair-guide__warning-body">{warning.body}</p> : null}
        </div>
      ) : null}
      <div className="repair-guide__columns">
        <div className="repair-guide__column repair-guide__column--repair">
          <h3 className="repair-guide__heading">{repairTitle}</h3>
          <Items items={repairItems ?? []} />
        </div>
        <div className="repair-guide__column repair-guide__column--replace">
          <h3 className="repair-guide__heading">{replaceTitle}</h3>
          <Items items={replaceItems ?? []} />
        </div>
      </div>
      {showExpectedLife ? (
        <div className="repair-guide__life">
          <h3 className="repair-guide__heading">How long systems last</h3>
          <dl className="repair-guide__life-list">
            {EXPECTED_LIFE.map((row) => (
              <div key={row.system}>
                <dt>{row.system}</dt>
                <dd>{row.years}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {otherFigures?.length ? (
        <div className="repair-guide__figures">
          <h3 className="repair-guide__heading">Other figures</h3>
          <Items items={otherFigures} />
        </div>
      ) : null}
    </section>
  )
}
