'use client'

import useEmblaCarousel from 'embla-carousel-react'
import type React from 'react'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import './ui.css'

/** More groups than this get a "3 of 17" counter instead of dots: a row of dots must fit a 390 px screen. */
const MAX_DOTS = 8

export interface CarouselSlide {
  key: string | number
  content: React.ReactNode
}

export interface CarouselProps {
  slides: readonly CarouselSlide[]
  /** Accessible name of the carousel region. */
  label: string
  /** Slides per view under 600 px, under 1024 px and from 1024 px. */
  perView?: { mobile: number; tablet: number; desktop: number }
  /** Gap between slides in px. */
  gapPx?: number
  /** A swipe longer than this (px, mostly sideways) moves the carousel at least one page. */
  dragThreshold?: number
  showDots?: boolean
  className?: string
  testId?: string
}

/**
 * Carousel on Embla: previous/next buttons, dot indicators and touch swipe; no autoplay and
 * no loop. Slide widths come from CSS custom properties per breakpoint, so the server render
 * already has the right layout.
 */
export function Carousel({
  slides,
  label,
  perView = { mobile: 1, tablet: 1, desktop: 3 },
  gapPx = 16,
  dragThreshold = 10,
  showDots = true,
  className,
  testId,
}: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({
    loop: false,
    align: 'start',
    containScroll: 'trimSnaps',
    // One snap (and one dot) per view of slides.
    slidesToScroll: 'auto',
    dragThreshold,
  })
  // Embla is an external store: subscribe to its events and read what the controls show. Each
  // value is a primitive, so an unchanged read is the same snapshot. The server render has no Embla.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {}
      embla.on('select', onChange)
      embla.on('reInit', onChange)
      return () => {
        embla.off('select', onChange)
        embla.off('reInit', onChange)
      }
    },
    [embla],
  )
  const selected = useSyncExternalStore(subscribe, () => embla?.selectedScrollSnap() ?? 0, () => 0)
  const snapCount = useSyncExternalStore(subscribe, () => embla?.scrollSnapList().length ?? 0, () => 0)
  const canPrev = useSyncExternalStore(subscribe, () => embla?.canScrollPrev() ?? false, () => false)
  const canNext = useSyncExternalStore(subscribe, () => embla?.canScrollNext() ?? false, () => false)

  // Embla settles a drag on the nearest page, so a short swipe on a wide page (120 px of a 358 px
  // card) would spring back. The spec's rule is that a swipe past the threshold moves: after Embla
  // has picked its target on release, a swipe that left the page unchanged moves one page its way.
  useEffect(() => {
    if (!embla) return
    const root = embla.rootNode()
    let start: { x: number; y: number; snap: number } | null = null
    const down = (event: PointerEvent) => {
      start = { x: event.clientX, y: event.clientY, snap: embla.selectedScrollSnap() }
    }
    const up = (event: PointerEvent) => {
      if (!start) return
      const [dx, dy, snap] = [event.clientX - start.x, event.clientY - start.y, start.snap]
      start = null
      if (Math.abs(dx) <= dragThreshold || Math.abs(dx) < Math.abs(dy)) return
      setTimeout(() => {
        if (embla.selectedScrollSnap() !== snap) return
        if (dx < 0) embla.scrollNext()
        else embla.scrollPrev()
      })
    }
    root.addEventListener('pointerdown', down)
    window.addEventListener('pointerup', up)
    return () => {
      root.removeEventListener('pointerdown', down)
      window.removeEventListener('pointerup', up)
    }
  }, [embla, dragThreshold])

  const style = {
    '--carousel-gap': `${gapPx}px`,
    '--carousel-per-view-mobile': perView.mobile,
    '--carousel-per-view-tablet': perView.tablet,
    '--carousel-per-view-desktop': perView.desktop,
  } as React.CSSProperties

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      data-testid={testId}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <ul className="carousel__track">
          {slides.map((slide, i) => (
            <li
              key={slide.key}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      {slides.length > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label="Previous slide">
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </button>
          {showDots && snapCount > MAX_DOTS ? (
            <p className="carousel__status" data-testid="carousel-status">
              {selected + 1} of {snapCount}
            </p>
          ) : null}
          {showDots && snapCount > 1 && snapCount <= MAX_DOTS ? (
            <div className="carousel__dots">
              {Array.from({ length: snapCount }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className="carousel__dot"
                  aria-label={`Go to slide group ${i + 1} of ${snapCount}`}
                  aria-current={i === selected ? 'true' : undefined}
                  onClick={() => embla?.scrollTo(i)}
                />
              ))}
            </div>
          ) : null}
          <button type="button" className="carousel__arrow" onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label="Next slide">
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  )
}
