/**
 * Slider settings as pure data: the two presets of the specs (page-blocks-readings 29, 30) and the
 * rules that turn an editor's per-device settings into what the carousel does.
 */

export type Device = 'mobile' | 'tablet' | 'desktop'
export const DEVICES: readonly Device[] = ['mobile', 'tablet', 'desktop']
export type PerDevice<T> = Record<Device, T>

/** Global width bands (PB 9): under 640 px mobile, 640-1023 tablet, 1024 and up desktop. */
export const BREAKPOINTS = { tablet: 640, desktop: 1024 } as const

export interface SliderPreset {
  perView: PerDevice<number>
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

/** PB 9 default (link and cards sliders): 3 shown, 3 scrolled, 500 ms, not infinite. */
export const PAGE_BLOCKS_PRESET: SliderPreset = {
  perView: { mobile: 1, tablet: 2, desktop: 3 },
  scroll: 'view',
  gapPx: { mobile: 16, tablet: 24, desktop: 32 },
  durationMs: 500,
  loop: false,
  swipeThresholdPx: 5,
}

/** Cards slider: one step is a card width plus 16 / 24 / 32 px (small, medium, desktop). */
export const CARDS_PRESET: SliderPreset = { ...PAGE_BLOCKS_PRESET, gapPx: { mobile: 16, tablet: 24, desktop: 32 } }

/** Link slider: short links, so three fit even on a phone. */
export const LINK_PRESET: SliderPreset = { ...PAGE_BLOCKS_PRESET, perView: { mobile: 2, tablet: 3, desktop: 3 }, gapPx: { mobile: 8, tablet: 12, desktop: 16 } }

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
