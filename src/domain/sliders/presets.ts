/**
 * Slider settings as pure data: the two presets of the specs (page-blocks-readings 29, 30) and the
 * rules that turn an editor's per-device settings into what the carousel does.
 */

import { BREAKPOINTS } from '@/domain/layout/breakpoints'

export type Device = 'mobile' | 'tablet' | 'desktop'
export const DEVICES: readonly Device[] = ['mobile', 'tablet', 'desktop']
export type PerDevice<T> = Record<Device, T>

/** Global width bands (PB 9): under 640 px mobile, 640-1023 tablet, 1024 and up desktop. */
export { BREAKPOINTS }

export interface SliderPreset {
  /**
   * Slides shown at once per width band; 'fit' leaves it to the block's stylesheet, which shows as
   * many as fit the slider's own width, up to three (a container query: "3 shown where the width
   * allows", reading 29), so a slider in a narrow column shows fewer than one across the page.
   */
  perView: PerDevice<number> | 'fit'
  /** Slides moved per step; 'view' moves a whole view (as many as are shown). */
  scroll: 'view' | 1
  gapPx: PerDevice<number>
  durationMs: number
  loop: boolean
  /** Pointer travel in px before a drag counts as a swipe. */
  swipeThresholdPx: number
}

/** DL 9 generic slider (dealer and video cards): 1 per view, 300 ms, gap 5/15/30 px, 5 px swipe. */
export const GENERIC_PRESET: SliderPreset = {
  perView: { mobile: 1, tablet: 1, desktop: 1 },
  scroll: 1,
  gapPx: { mobile: 5, tablet: 15, desktop: 30 },
  durationMs: 300,
  loop: false,
  swipeThresholdPx: 5,
}

/**
 * PB 9 default (link and cards sliders): 3 shown, 3 scrolled, 500 ms, not infinite. Three where the
 * width allows (reading 29): the block's stylesheet fits as many as its slider's width holds.
 */
export const PAGE_BLOCKS_PRESET: SliderPreset = {
  perView: 'fit',
  scroll: 'view',
  gapPx: { mobile: 16, tablet: 24, desktop: 32 },
  durationMs: 500,
  loop: false,
  swipeThresholdPx: 5,
}

/**
 * Cards slider (PB 9): a step is one card width plus the gap, 16 / 24 / 32 px (small, medium,
 * desktop). Three cards from a 648 px wide slider, two from 424 px (CardsSlider/styles.css).
 */
export const CARDS_PRESET: SliderPreset = { ...PAGE_BLOCKS_PRESET, scroll: 1 }

/** Link slider: a view of short links per step; three from a 416 px wide slider, else two (LinkSlider/styles.css). */
export const LINK_PRESET: SliderPreset = { ...PAGE_BLOCKS_PRESET, gapPx: { mobile: 8, tablet: 12, desktop: 16 } }

/** Quote slider and tabs-to-slider: one full-width slide that wraps both ways. */
export const SINGLE_WRAPPING_PRESET: SliderPreset = {
  perView: { mobile: 1, tablet: 1, desktop: 1 },
  scroll: 1,
  gapPx: { mobile: 0, tablet: 0, desktop: 0 },
  durationMs: 500,
  loop: true,
  swipeThresholdPx: 5,
}

export const DEFAULT_AUTO_ADVANCE_SECONDS = 10

/** The same value on every width band. */
export const allDevices = <T>(value: T): PerDevice<T> => ({ mobile: value, tablet: value, desktop: value })

/**
 * DL 9: auto-advance only when automatic transition is on and the delay is not zero; the delay is
 * the editor's seconds, 10 s when left empty. Returns milliseconds, or null for no auto-advance.
 */
export function autoAdvanceDelayMs(automatic: boolean | null | undefined, delaySeconds: number | null | undefined): number | null {
  if (!automatic) return null
  const seconds = delaySeconds === null || delaySeconds === undefined ? DEFAULT_AUTO_ADVANCE_SECONDS : delaySeconds
  if (!Number.isFinite(seconds) || seconds <= 0) return null
  return Math.round(seconds * 1000)
}

/**
 * Embla's `duration` is not in milliseconds: it is the speed of its scroll integrator (default 25,
 * roughly 400-500 ms to settle at 60 frames a second). This maps the specs' milliseconds onto that
 * scale (300 ms -> 15, 500 ms -> 25), clamped to the 10-60 range Embla recommends.
 */
export function emblaDuration(ms: number): number {
  return Math.min(60, Math.max(10, Math.round(ms / 20)))
}

/** Paths compared without query, hash or trailing slash, so "/a/b" and "/a/b/?x=1" match. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** PB 4: the link slider starts at the slide whose url matches the current path; else the first. */
export function startSlideForPath(urls: readonly (string | null | undefined)[], pathname: string): number {
  const current = normalizePath(pathname)
  const index = urls.findIndex((url) => typeof url === 'string' && url.startsWith('/') && normalizePath(url) === current)
  return index < 0 ? 0 : index
}

/** Wraps an index into 0..count-1 in both directions (quote slider, tabs-to-slider). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** An editor's wrapper CSS classes, reduced to safe class tokens (letters, digits, "-" and "_"). */
export function safeClassNames(value: string | null | undefined): string {
  return (value ?? '')
    .split(/\s+/)
    .filter((token) => /^[A-Za-z_][A-Za-z0-9_-]*$/.test(token))
    .slice(0, 8)
    .join(' ')
}

/** A colour an editor typed, kept only when it is a plain hex, rgb()/hsl() or a CSS colour name. */
export function safeColor(value: string | null | undefined): string | undefined {
  const color = (value ?? '').trim()
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)) return color
  if (/^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\)$/i.test(color)) return color
  if (/^[a-z]{3,20}$/i.test(color)) return color
  return undefined
}

/** DL 9 transition_effect: slide, fade (Embla's fade plugin) or none (switch at once). */
export const SLIDER_TRANSITIONS = ['slide', 'fade', 'none'] as const
export type SliderTransition = (typeof SLIDER_TRANSITIONS)[number]
const isTransition = (value: unknown): value is SliderTransition => (SLIDER_TRANSITIONS as readonly unknown[]).includes(value)

export interface SliderColors {
  arrow?: string
  arrowBackground?: string
  dots?: string
}

/** What one width band of a generic slider does besides its layout. */
export interface DeviceMotion {
  transition: SliderTransition
  /** Milliseconds between automatic steps, or null. */
  autoAdvanceMs: number | null
  colors: SliderColors
}

type MotionSettings = {
  transitionEffect?: string | null
  transitionDelay?: number | null
  arrowsColor?: string | null
  arrowsBackground?: string | null
  dotsColor?: string | null
}
/** The settings for all sizes: auto-advance is a switch. */
export type SharedMotionSettings = MotionSettings & { automaticTransition?: boolean | null }
/** A size's own settings: each empty one takes the all-sizes value; auto-advance is on, off or empty. */
export type DeviceMotionSettings = MotionSettings & { automaticTransition?: string | null }

/**
 * DL 9 per-device settings (transition_effect, automatic_transition, transition_delay, arrows_color,
 * arrows_bg, dots_colors): each width band takes its own value where the editor set one, else the
 * value for all sizes. Unknown transitions count as "slide"; colours go through `safeColor`.
 */
export function deviceMotion(shared: SharedMotionSettings, devices: Partial<Record<Device, DeviceMotionSettings | null | undefined>>): PerDevice<DeviceMotion> {
  const resolve = (own: DeviceMotionSettings): DeviceMotion => {
    const transition = isTransition(own.transitionEffect) ? own.transitionEffect : isTransition(shared.transitionEffect) ? shared.transitionEffect : 'slide'
    const automatic = own.automaticTransition === 'on' ? true : own.automaticTransition === 'off' ? false : shared.automaticTransition
    const delay = typeof own.transitionDelay === 'number' ? own.transitionDelay : shared.transitionDelay
    return {
      transition,
      autoAdvanceMs: autoAdvanceDelayMs(automatic, delay),
      colors: {
        arrow: safeColor(own.arrowsColor) ?? safeColor(shared.arrowsColor),
        arrowBackground: safeColor(own.arrowsBackground) ?? safeColor(shared.arrowsBackground),
        dots: safeColor(own.dotsColor) ?? safeColor(shared.dotsColor),
      },
    }
  }
  return { mobile: resolve(devices.mobile ?? {}), tablet: resolve(devices.tablet ?? {}), desktop: resolve(devices.desktop ?? {}) }
}
