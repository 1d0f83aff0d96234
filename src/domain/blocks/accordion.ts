/**
 * Accordion rules. The spec gives "640 and 1024 for accordion open defaults" without saying which
 * items start open; the reading (page-blocks-readings 38) is an editor setting per width band that
 * says whether the first item starts open.
 */

import { BREAKPOINTS } from '@/domain/layout/breakpoints'

/** Under 640 px mobile, 640-1023 px tablet, 1024 px and up desktop (spec PB 9). */
export const ACCORDION_TABLET_MIN_PX = BREAKPOINTS.tablet
export const ACCORDION_DESKTOP_MIN_PX = BREAKPOINTS.desktop

export const WIDTH_BANDS = ['mobile', 'tablet', 'desktop'] as const
export type WidthBand = (typeof WIDTH_BANDS)[number]

export type OpenFirstSetting = Partial<Record<WidthBand, boolean | null>> | null | undefined

export function widthBand(viewportPx: number): WidthBand {
  if (viewportPx >= ACCORDION_DESKTOP_MIN_PX) return 'desktop'
  if (viewportPx >= ACCORDION_TABLET_MIN_PX) return 'tablet'
  return 'mobile'
}

/** Does the first item start open at this width band? Unset means closed. */
export function firstItemOpen(setting: OpenFirstSetting, band: WidthBand): boolean {
  return setting?.[band] === true
}

/**
 * The first item's state in the server HTML: the mobile band's (mobile first). When every band agrees
 * nothing needs the browser; otherwise `needsWidthCheck` says a small client leaf must correct it
 * after hydration from the real viewport width.
 */
export function serverFirstItemOpen(setting: OpenFirstSetting): boolean {
  return firstItemOpen(setting, 'mobile')
}

export function needsWidthCheck(setting: OpenFirstSetting): boolean {
  const states = WIDTH_BANDS.map((band) => firstItemOpen(setting, band))
  return states.some((state) => state !== states[0])
}

/** Paragraphs of an editor's plain text: a blank line starts a new one. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
