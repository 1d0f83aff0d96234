import type { PricingGuideBlock } from '@/payload-types'
import './styles.css'

/** Four price-factor cards (spec PB 2): Climate & Region, Your Home, Existing Ductwork, Product Features. */
export function PricingGuideComponent({ heading, intro, cards }: PricingGuideBlock) {
  const shown = (cards ?? []).filter((card) => card.title?.trim())
  if (shown.length === 0) return null
  return (
    <section className="container pguide">
      {heading ? <h2 className="pguide__heading">{heading}</h2> : null}
      {intro ? <p className="pguide__intro">{intro}</p> : null}
      <ul className="pguide__cards">
        {shown.map((card, index) => (
          <li key={card.id ?? index} className="pguide__card">
            <h3 className="pguide__title">{card.title}</h3>
            <p className="pguide__text">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
