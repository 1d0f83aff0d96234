import { BREAKPOINTS, maxWidthBelow, minWidth } from '@/domain/layout/breakpoints'
import { validateLinkUrl } from '@/domain/pages/linkHref'

/** The hero's variants (spec PB 2: image, video, video with wave, wave only). */
export const HERO_VARIANTS = ['image', 'video', 'videoWave', 'wave'] as const

export const HERO_BACKGROUNDS = ['white', 'baby-blue', 'light-gray', 'navy'] as const

/**
 * Width bands. 640 and 1024 are the spec's global breakpoints (PB 9); "large" is ours (the spec names
 * four image sizes but no fourth breakpoint). Phones (under 640 px) see the mobile image, never a
 * video (PB 2: "shows the mobile image on small screens"); the small, medium and large videos play
 * from 640, 1024 and 1440 px, the bands of the tablet, desktop and large images.
 */
export const HERO_TABLET_MIN_PX = BREAKPOINTS.tablet
export const HERO_DESKTOP_MIN_PX = BREAKPOINTS.desktop
export const HERO_LARGE_MIN_PX = 1440

export const HERO_IMAGE_BANDS = ['mobile', 'tablet', 'desktop', 'large'] as const
export type HeroImageBand = (typeof HERO_IMAGE_BANDS)[number]
const BAND_MIN_PX: Record<HeroImageBand, number> = { mobile: 0, tablet: HERO_TABLET_MIN_PX, desktop: HERO_DESKTOP_MIN_PX, large: HERO_LARGE_MIN_PX }

export const HERO_VIDEO_SIZES = ['small', 'medium', 'large'] as const
export type HeroVideoSize = (typeof HERO_VIDEO_SIZES)[number]
const VIDEO_MIN_PX: Record<HeroVideoSize, number> = { small: HERO_TABLET_MIN_PX, medium: HERO_DESKTOP_MIN_PX, large: HERO_LARGE_MIN_PX }

/** Where a hero video may play: tablets and wider. The client leaf and the stylesheet use it. */
export const HERO_VIDEO_QUERY = minWidth(HERO_TABLET_MIN_PX)

export function heroShowsVideo(variant: string | null | undefined): boolean {
  return variant === 'video' || variant === 'videoWave'
}

export function heroShowsWave(variant: string | null | undefined): boolean {
  return variant === 'videoWave' || variant === 'wave'
}

/** Wave-only heroes have no media: a coloured band with the text and the wave. */
export function heroShowsImages(variant: string | null | undefined): boolean {
  return variant !== 'wave'
}

/** The media query of a width range; null for "every width". */
export function widthQuery(minPx: number, nextMinPx: number | undefined): string | null {
  const parts = []
  if (minPx > 0) parts.push(minWidth(minPx))
  if (nextMinPx !== undefined) parts.push(maxWidthBelow(nextMinPx))
  return parts.length ? parts.join(' and ') : null
}

export type BandSource<T> = { value: T; minPx: number; media: string | null }

/**
 * Art direction with fallbacks: each band uses its own value, else the nearest larger band's, else the
 * nearest smaller band's (a larger image scales down well; readings 23: the smaller ones are optional).
 * Neighbouring bands with the same value merge, so the queries never overlap and one file is fetched.
 * Ordered from the widest band down, as <source> elements and preloads need.
 */
export function bandSources<B extends string, T>(bands: readonly B[], minPx: Record<B, number>, values: Partial<Record<B, T | null | undefined>>, same: (a: T, b: T) => boolean = Object.is): BandSource<T>[] {
  const chosen = bands.map((band, index) => {
    for (let i = index; i < bands.length; i++) {
      const value = values[bands[i]!]
      if (value != null) return value
    }
    for (let i = index - 1; i >= 0; i--) {
      const value = values[bands[i]!]
      if (value != null) return value
    }
    return null
  })
  const ranges: { value: T; minPx: number }[] = []
  chosen.forEach((value, index) => {
    if (value == null) return
    const last = ranges[ranges.length - 1]
    if (last && same(last.value, value)) return
    ranges.push({ value, minPx: minPx[bands[index]!] })
  })
  return ranges
    .map((range, index) => ({ ...range, media: widthQuery(range.minPx, ranges[index + 1]?.minPx) }))
    .reverse()
}

export function heroImageSources<T>(images: Partial<Record<HeroImageBand, T | null | undefined>>, same?: (a: T, b: T) => boolean): BandSource<T>[] {
  return bandSources(HERO_IMAGE_BANDS, BAND_MIN_PX, images, same)
}

export function heroVideoSources(videos: Partial<Record<HeroVideoSize, string | null | undefined>>): BandSource<string>[] {
  const usable = Object.fromEntries(HERO_VIDEO_SIZES.map((size) => [size, isHeroVideoUrl(videos[size]) ? videos[size]!.trim() : null])) as Record<HeroVideoSize, string | null>
  return bandSources(HERO_VIDEO_SIZES, VIDEO_MIN_PX, usable)
}

/** Which video band a viewport width falls in (mirrors the media queries above); null on phones. */
export function videoSizeForWidth(widthPx: number): HeroVideoSize | null {
  if (widthPx >= HERO_LARGE_MIN_PX) return 'large'
  if (widthPx >= HERO_DESKTOP_MIN_PX) return 'medium'
  if (widthPx >= HERO_TABLET_MIN_PX) return 'small'
  return null
}

/** The source a viewport of this width plays: the first whose range holds it; none on phones. */
export function videoSourceForWidth(widthPx: number, videos: Partial<Record<HeroVideoSize, string | null | undefined>>): string | null {
  return heroVideoSources(videos).find((source) => source.minPx <= widthPx)?.value ?? null
}

/**
 * A video URL: a path on this site or an https:// address (no anchors, mail or phone links, no plain
 * http, which a secure page would block). Built on the link rule the renderer also applies.
 */
export function validateHeroVideoUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  const asLink = validateLinkUrl(value)
  if (asLink !== true) return 'Enter a path starting with / or a full https:// URL of a video file'
  return isHeroVideoUrl(value) ? true : 'Enter a path starting with / or a full https:// URL of a video file'
}

export function isHeroVideoUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const url = value.trim()
  return validateLinkUrl(url) === true && /^(\/(?!\/)\S+|https:\/\/\S+)$/.test(url)
}

/** Autoplay only when the visitor has not asked for reduced motion (WCAG 2.3.3, 2.2.2). */
export function heroVideoAutoplays(prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion
}
