import type { IaqProductCardsBlock } from '@/payload-types'
import { IAQ_CLAIMS, type IaqProduct } from '@/domain/pages/iaqClaims'
import { linkHref } from '@/domain/pages/linkHref'
import { MediaImage } from '@/components/ui/MediaImage'
import './styles.css'
import { CmsLink } from '@/components/ui/CmsLink'

export function IaqProductCardsComponent({ title, intro, cards }: IaqProductCardsBlock) {
  const shown = (cards ?? []).filter((card) => card.name?.trim())
  if (shown.length === 0) return null
  return (
    <section className="container iaq">
      {title ? <h2 className="iaq__title">{title}</h2> : null}
      {intro ? <p className="iaq__intro">{intro}</p> : null}
      <ul className="iaq__cards">
        {shown.map((card, index) => {
          const href = linkHref(card.link)
          return (
            <li key={card.id ?? index} className="iaq__card">
              {card.image && typeof card.image === 'object' ? <MediaImage media={card.image} className="iaq__image" sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" /> : null}
              <h3 className="iaq__name">{card.name}</h3>
              <p className="iaq__claim">{IAQ_CLAIMS[card.product as IaqProduct]}</p>
              {card.description ? <p className="iaq__text">{card.description}</p> : null}
              {href && card.link?.label ? (
                <CmsLink className="iaq__link" href={href} newTab={card.link.newTab} tracking={card.link.trackingText}>
                  {card.link.label}
                </CmsLink>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
