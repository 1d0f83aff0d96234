'use client'

import useEmblaCarousel from 'embla-carousel-react'
import type React from 'react'
import { useCallback, useState, useSyncExternalStore } from 'react'
import { SELECTOR_CAROUSEL } from '@/domain/products/catalogue'
import { useHydratedAttribute } from '@/components/ui/hydration'

type Props = {
  idBase: string
  texts: { nav: string; prev: string; next: string }
  categories: { key: string; label: string }[]
  panels: React.ReactNode[]
}

const noSubscription = () => () => {}

/**
 * Category buttons: a row from 1000 px, an Embla carousel below (2.3 buttons under 500 px, 3 under
 * 1000 px, CSS sets the widths; the arrows move two at a time). The chosen category's panel shows.
 */
export function ProductSelectorClient({ idBase, texts, categories, panels }: Props) {
  const hydrated = useHydratedAttribute()
  const [selected, setSelected] = useState(0)
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false)
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: SELECTOR_CAROUSEL.slidesToScroll,
    breakpoints: { [`(min-width: ${SELECTOR_CAROUSEL.desktopMinWidth}px)`]: { active: false } },
  })
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {}
      embla.on('select', onChange).on('reInit', onChange)
      return () => {
        embla.off('select', onChange).off('reInit', onChange)
      }
    },
    [embla],
  )
  const canPrev = useSyncExternalStore(subscribe, () => embla?.canScrollPrev() ?? false, () => false)
  const canNext = useSyncExternalStore(subscribe, () => embla?.canScrollNext() ?? false, () => false)

  return (
    <div className="pselect__body" data-enhanced={enhanced ? 'true' : undefined} {...hydrated}>
      <div className="pselect__chooser">
        <div className="pselect__viewport" ref={viewportRef}>
          <ul className="pselect__track" aria-label={texts.nav}>
            {categories.map((category, index) => (
              <li key={category.key} className="pselect__slide">
                <button
                  type="button"
                  className="pselect__button"
                  aria-pressed={index === selected}
                  aria-controls={`${idBase}-panel`}
                  onClick={() => setSelected(index)}
                >
                  {category.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="pselect__arrows">
          <button type="button" className="pselect__arrow" aria-label={texts.prev} disabled={!canPrev} onClick={() => embla?.scrollPrev()}>
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="pselect__arrow" aria-label={texts.next} disabled={!canNext} onClick={() => embla?.scrollNext()}>
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <div id={`${idBase}-panel`} className="pselect__panel" aria-live="polite">
        {panels[selected]}
      </div>
    </div>
  )
}
