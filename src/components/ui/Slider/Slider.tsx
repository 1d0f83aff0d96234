'use client'

import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import Fade from 'embla-carousel-fade'
import useEmblaCarousel from 'embla-carousel-react'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react'
import { minWidth } from '@/domain/layout/breakpoints'
import { BREAKPOINTS, DEVICES, allDevices, emblaDuration, startSlideForPath, type Device, type PerDevice, type SliderColors, type SliderPreset, type SliderTransition } from '@/domain/sliders/presets'
import { useHydratedAttribute } from '../hydration'
import { useInView } from '../useInView'
import './styles.css'

export interface SliderSlide {
  key: string | number
  content: React.ReactNode
  /** Name of the slide's button when the slider is navigated by titles (tabs-to-slider). */
  title?: string
}

export interface SliderProps {
  slides: readonly SliderSlide[]
  /** Accessible name of the carousel region. */
  label: string
  preset: SliderPreset
  perView?: Partial<PerDevice<number>>
  gapPx?: Partial<PerDevice<number>>
  loop?: Partial<PerDevice<boolean>>
  /** A device band where this is false shows the slides as a plain wrapped row, no carousel. */
  active?: Partial<PerDevice<boolean>>
  arrows?: Partial<PerDevice<boolean>>
  dots?: Partial<PerDevice<boolean>>
  /** 'titles' shows each slide's title as a button instead of dots. */
  nav?: 'dots' | 'titles'
  /** Milliseconds between automatic steps per width band; null or undefined: no auto-advance there. */
  autoAdvanceMs?: Partial<PerDevice<number | null>>
  /** Per width band: 'slide' (default), 'fade' (Embla's fade plugin) or 'none' (moves without animation). */
  transition?: Partial<PerDevice<SliderTransition>>
  /** Start at the slide whose url matches the current path (link slider). */
  startAtUrls?: readonly (string | null | undefined)[]
  /** Arrow, arrow background and current-dot colours per width band (already filtered to safe values). */
  colors?: Partial<PerDevice<SliderColors>>
  hideOverflow?: boolean
  className?: string
  testId?: string
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const TABLET = minWidth(BREAKPOINTS.tablet)
const DESKTOP = minWidth(BREAKPOINTS.desktop)
/** The width band the window is in now (the Embla breakpoints and the stylesheet use the same queries). */
function subscribeDevice(onChange: () => void) {
  const queries = [window.matchMedia(TABLET), window.matchMedia(DESKTOP)]
  queries.forEach((query) => query.addEventListener('change', onChange))
  return () => queries.forEach((query) => query.removeEventListener('change', onChange))
}
const currentDevice = (): Device => (window.matchMedia(DESKTOP).matches ? 'desktop' : window.matchMedia(TABLET).matches ? 'tablet' : 'mobile')

function pick<T>(override: Partial<PerDevice<T>> | undefined, fallback: PerDevice<T>): PerDevice<T> {
  return { mobile: override?.mobile ?? fallback.mobile, tablet: override?.tablet ?? fallback.tablet, desktop: override?.desktop ?? fallback.desktop }
}
const all = allDevices

/**
 * Slides at least half inside the viewport. Embla's own slidesInView() counts a slide that only
 * touches the edge (IntersectionObserver's edge-adjacency), so gapless neighbours would stay focusable.
 */
function slidesShown(api: EmblaCarouselType): number[] {
  const root = api.rootNode().getBoundingClientRect()
  return api.slideNodes().flatMap((node, index) => {
    const rect = node.getBoundingClientRect()
    const overlap = Math.min(rect.right, root.right) - Math.max(rect.left, root.left)
    return rect.width > 0 && overlap >= rect.width / 2 ? [index] : []
  })
}

interface View {
  selected: number
  snapCount: number
  canPrev: boolean
  canNext: boolean
  inView: readonly number[] | null
  /** False on a width band where the editor switched the slider off. */
  active: boolean
}
const START_VIEW: View = { selected: 0, snapCount: 0, canPrev: false, canNext: false, inView: null, active: true }

/**
 * The one slider of the site (Embla): presets from domain/sliders, per-device settings as Embla
 * breakpoints and CSS custom properties (so the server render already has the layout), and the
 * WAI-ARIA carousel pattern: a labelled region, "n of m" slide labels, focusable previous/next
 * buttons, a pause control for auto-advance, rotation that stops on hover and focus (and while the
 * slider is out of view) and never starts under prefers-reduced-motion. Arrow keys move it while
 * focus is inside it. Transition, auto-advance and colours may differ by width band: the colours as
 * CSS custom properties, the transition and the rotation by the band the window is in (a slide, a
 * fade or an instant switch; instant always under prefers-reduced-motion).
 */
export function Slider({
  slides,
  label,
  preset,
  perView,
  gapPx,
  loop,
  active,
  arrows,
  dots,
  nav = 'dots',
  autoAdvanceMs,
  transition,
  startAtUrls,
  colors,
  hideOverflow = true,
  className,
  testId,
}: SliderProps) {
  const uid = useId()
  const pathname = usePathname() ?? '/'
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false)
  // The server cannot know the width: it renders for every band (CSS), the client then uses its own.
  const device = useSyncExternalStore(subscribeDevice, currentDevice, () => 'mobile' as const)
  const views = preset.perView === 'fit' ? null : pick(perView, preset.perView)
  const gaps = pick(gapPx, preset.gapPx)
  const loops = pick(loop, all(preset.loop))
  const actives = pick(active, all(true))
  const showArrows = pick(arrows, all(true))
  const showDots = pick(dots, all(true))
  const delays = pick(autoAdvanceMs, all<number | null>(null))
  // This band's transition and delay, read from the props (primitives: a change re-initialises Embla).
  const delay = autoAdvanceMs?.[device] || null
  const motion = transition?.[device] ?? 'slide'
  const fade = motion === 'fade'
  const jump = motion === 'none' || reducedMotion

  const options = useMemo<EmblaOptionsType>(
    () => ({
      align: 'start',
      loop: loops.mobile,
      active: actives.mobile,
      containScroll: 'trimSnaps',
      slidesToScroll: preset.scroll === 'view' ? 'auto' : 1,
      duration: emblaDuration(preset.durationMs),
      dragThreshold: preset.swipeThresholdPx,
      breakpoints: {
        [TABLET]: { loop: loops.tablet, active: actives.tablet },
        [DESKTOP]: { loop: loops.desktop, active: actives.desktop },
      },
    }),
    // Primitive dependencies: a new options object re-initialises Embla.
    [loops.mobile, loops.tablet, loops.desktop, actives.mobile, actives.tablet, actives.desktop, preset.scroll, preset.durationMs, preset.swipeThresholdPx],
  )
  const plugins = useMemo<EmblaPluginType[]>(
    () => [
      // Our own state decides when it plays (hover, focus, pause button, reduced motion).
      ...(delay ? [Autoplay({ delay, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false })] : []),
      // The slides stay in place and cross-fade; a jump (reduced motion) switches at once.
      ...(fade ? [Fade()] : []),
    ],
    [delay, fade],
  )
  const [viewportRef, embla] = useEmblaCarousel(options, plugins)
  // Ready once Embla has started: the arrows and keys move nothing before that.
  const hydrated = useHydratedAttribute(Boolean(embla))
  const [view, setView] = useState<View>(START_VIEW)
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovering, setHovering] = useState(false)
  const [focusInside, setFocusInside] = useState(false)

  const read = useCallback((api: EmblaCarouselType) => {
    const isActive = api.internalEngine().options.active
    setView({
      active: isActive,
      selected: api.selectedScrollSnap(),
      snapCount: api.scrollSnapList().length,
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
      inView: isActive ? slidesShown(api) : null,
    })
  }, [])

  useEffect(() => {
    if (!embla) return
    const update = () => read(embla)
    // A drag or swipe is an interaction: rotation stays off until the visitor starts it again.
    const interacted = () => setChoice('pause')
    update()
    embla.on('select', update).on('reInit', update).on('slidesInView', update).on('settle', update).on('pointerDown', interacted)
    return () => {
      embla.off('select', update).off('reInit', update).off('slidesInView', update).off('settle', update).off('pointerDown', interacted)
    }
  }, [embla, read])

  // Start at the slide of the current path: find the snap that holds it.
  const startSlide = startAtUrls ? startSlideForPath(startAtUrls, pathname) : 0
  useEffect(() => {
    if (!embla || startSlide === 0) return
    const snap = embla.internalEngine().slideRegistry.findIndex((group) => group.includes(startSlide))
    if (snap > 0) embla.scrollTo(snap, true)
  }, [embla, startSlide])

  const canRotate = Boolean(delay) && view.active && view.snapCount > 1
  const paused = choice === 'pause' || (choice === null && reducedMotion)
  // Out of view, the slide show waits: steps nobody sees cost the visitor's battery (an animation
  // frame each), and the slider would be met half-way through. Back in view, it goes on.
  const onScreen = useInView(embla?.rootNode())
  const rotating = canRotate && !paused && !hovering && !focusInside && onScreen
  // Also after a new band brought a new Autoplay (another delay): Embla re-initialised it stopped.
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay) return
    if (rotating) autoplay.play(jump)
    else autoplay.stop()
  }, [embla, rotating, jump, plugins])

  const prev = () => embla?.scrollPrev(jump)
  const next = () => embla?.scrollNext(jump)
  const goTo = (snap: number) => embla?.scrollTo(snap, jump)

  function onKeyDown(event: React.KeyboardEvent) {
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable="true"], [role="tablist"]')) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      prev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    }
  }

  const style = Object.fromEntries(
    DEVICES.flatMap((d: Device) => [
      ...(views ? [[`--slider-per-view-${d}`, views[d]]] : []),
      [`--slider-gap-${d}`, `${gaps[d]}px`],
      [`--slider-arrow-color-${d}`, colors?.[d]?.arrow],
      [`--slider-arrow-bg-${d}`, colors?.[d]?.arrowBackground],
      [`--slider-dot-color-${d}`, colors?.[d]?.dots],
    ]),
  ) as React.CSSProperties
  // Rendered for every band that rotates (the server does not know the width); hidden on the others.
  const rotates = DEVICES.some((d) => delays[d])
  // Once Embla runs, only where there is something to rotate (the server renders it for every band).
  const showRotation = rotates && slides.length > 1 && (!embla || (view.active && view.snapCount > 1))
  const bandClasses = DEVICES.flatMap((d) => [
    actives[d] ? '' : `slider--static-${d}`,
    showArrows[d] ? '' : `slider--no-arrows-${d}`,
    showDots[d] ? '' : `slider--no-dots-${d}`,
    rotates && !delays[d] ? `slider--no-rotation-${d}` : '',
  ])
  const slidesId = `${uid}-slides`
  const many = slides.length > 1
  const startStop = paused ? 'Start automatic slide show' : 'Stop automatic slide show'

  return (
    <section
      className={['slider', views ? '' : 'slider--fit', hideOverflow ? '' : 'slider--peek', ...bandClasses, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      data-testid={testId}
      data-rotating={rotating ? 'true' : 'false'}
      {...hydrated}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false)
      }}
    >
      {showRotation ? (
        <button type="button" className="slider__rotation" aria-controls={slidesId} onClick={() => setChoice(paused ? 'play' : 'pause')}>
          {paused ? (
            <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16"><path d="M4 2l10 6-10 6z" fill="currentColor" /></svg>
          ) : (
            <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16"><path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" /></svg>
          )}
          <span className="visually-hidden">{startStop}</span>
        </button>
      ) : null}
      <div className="slider__viewport" ref={viewportRef}>
        <div className="slider__track" id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className="slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              // Off-screen slides leave the tab order and the accessibility tree once Embla knows what is in view.
              inert={view.inView !== null && !view.inView.includes(i) ? true : undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className="slider__controls">
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page when the last slide is reached. */}
          <button type="button" className="slider__arrow slider__arrow--prev" aria-controls={slidesId} onClick={prev} aria-disabled={Boolean(embla) && !view.canPrev} aria-label="Previous slide">
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </button>
          {nav === 'titles' ? (
            <div className="slider__titles">
              {slides.map((slide, i) => (
                <button key={slide.key} type="button" className="slider__title" aria-controls={slidesId} aria-current={i === view.selected ? 'true' : undefined} onClick={() => goTo(i)}>
                  {slide.title ?? `Slide ${i + 1}`}
                </button>
              ))}
            </div>
          ) : view.snapCount > 1 ? (
            <div className="slider__dots">
              {Array.from({ length: view.snapCount }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className="slider__dot"
                  aria-controls={slidesId}
                  aria-label={view.snapCount === slides.length ? `Go to slide ${i + 1} of ${slides.length}` : `Go to slide group ${i + 1} of ${view.snapCount}`}
                  aria-current={i === view.selected ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          ) : null}
          <button type="button" className="slider__arrow slider__arrow--next" aria-controls={slidesId} onClick={next} aria-disabled={Boolean(embla) && !view.canNext} aria-label="Next slide">
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  )
}
