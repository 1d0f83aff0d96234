import type { CardsSliderBlock } from '@/payload-types'
import { LazySlider } from '@/components/ui/Slider'
import { CmsLink } from '@/components/ui/CmsLink'
import { MediaImage } from '@/components/ui/MediaImage'
import { linkHref } from '@/domain/pages/linkHref'
import { CARDS_PRESET } from '@/domain/sliders/presets'
import './styles.css'

/** PB 4 cards slider: three cards where the width allows (fewer on narrow screens), a step of one card, gaps 32 / 24 / 16 px, 500 ms, no loop. */
export function CardsSliderComponent({ title, cards, id }: CardsSliderBlock) {
  const shown = (cards ?? []).flatMap((card) => {
    const href = linkHref(card.cardLink)
    const label = card.cardLink?.label?.trim()
    return href && label ? [{ card, href, label }] : []
  })
  if (shown.length === 0) return null
  const headingId = id ? `cards-slider-${id}` : undefined
  return (
    <div className="container cards-slider">
      <h2 id={headingId} className="cards-slider__title">
        {title}
      </h2>
      <LazySlider
        label={title}
        preset={CARDS_PRESET}
        testId="cards-slider"
        slides={shown.map(({ card, href, label }, index) => ({
          key: card.id ?? `${index}-${href}`,
          content: (
            <article className="cards-slider__card">
              <MediaImage media={card.cardImage} decorative className="cards-slider__image" sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" />
              <h3 className="cards-slider__heading">
                <CmsLink href={href} newTab={card.cardLink.newTab} tracking={card.cardLink.trackingText} className="cards-slider__link">
                  {label}
                </CmsLink>
              </h3>
              {card.cardText ? <p className="cards-slider__text">{card.cardText}</p> : null}
            </article>
          ),
        }))}
      />
    </div>
  )
}
