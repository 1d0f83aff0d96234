import type { FaqBlock } from '@/payload-types'
import './styles.css'

/** Questions as native disclosures: keyboard and screen-reader friendly without any script. */
export function FaqComponent({ title, items, id }: FaqBlock) {
  const headingId = id ? `faq-${id}` : undefined
  return (
    <section className="faq container" aria-labelledby={headingId}>
      <h2 id={headingId} className="faq__title">
        {title}
      </h2>
      <div className="faq__list">
        {(items ?? []).map((item, index) => (
          <details key={item.id ?? `${index}-${item.question}`} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer">
              {item.answer.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
