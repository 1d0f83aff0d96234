/**
 * The hero darkens its image so the white headline stays readable: a navy scrim from the left (where
 * the text sits) fading to the right. How strong is the editor's choice; the check below says
 * whether white text still reads on their image with it (WCAG 1.4.3: 4.5:1 for the text under the
 * headline).
 */
export const HERO_OVERLAYS = ['strong', 'light', 'none'] as const
export type HeroOverlay = (typeof HERO_OVERLAYS)[number]
/** Heroes saved before the setting existed keep the look they had. */
export const DEFAULT_HERO_OVERLAY: HeroOverlay = 'strong'

/** Scrim opacity at the left and right edge; the CSS (.hero-block--overlay-*) uses the same numbers. */
export const OVERLAY_ALPHA: Record<HeroOverlay, readonly [left: number, right: number]> = {
  strong: [0.85, 0.45],
  light: [0.55, 0.15],
  none: [0, 0],
}
const SCRIM_RGB = [11, 37, 69] as const
const WHITE_LUMINANCE = 1

export const MIN_TEXT_CONTRAST = 4.5
/** Where the text sits, as fractions of the hero: the left 60 %, the middle rows. */
export const TEXT_AREA = { left: 0, right: 0.6, top: 0.2, bottom: 0.8 } as const

export function overlayOf(value: unknown): HeroOverlay {
  return HERO_OVERLAYS.includes(value as HeroOverlay) ? (value as HeroOverlay) : DEFAULT_HERO_OVERLAY
}

const linear = (channel: number) => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
export function relativeLuminance(r: number, g: number, b: number): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** An image's pixels as 8-bit RGB, row by row (what the server reads from the file, scaled down). */
export type RgbPixels = { width: number; height: number; data: ArrayLike<number> }

/**
 * The contrast white text has over the text area of the image under the overlay, for the brightest
 * tenth of that area (a few bright pixels do not fail an image; a bright sky behind the words does).
 * The scrim is blended as the browser paints it (in sRGB), its opacity following the gradient.
 */
export function heroTextContrast(image: RgbPixels, overlay: HeroOverlay): number {
  const [leftAlpha, rightAlpha] = OVERLAY_ALPHA[overlay]
  const x0 = Math.floor(image.width * TEXT_AREA.left)
  const x1 = Math.max(x0 + 1, Math.ceil(image.width * TEXT_AREA.right))
  const y0 = Math.floor(image.height * TEXT_AREA.top)
  const y1 = Math.max(y0 + 1, Math.ceil(image.height * TEXT_AREA.bottom))
  const luminances: number[] = []
  for (let y = y0; y < Math.min(y1, image.height); y++) {
    for (let x = x0; x < Math.min(x1, image.width); x++) {
      const alpha = leftAlpha + (rightAlpha - leftAlpha) * ((x + 0.5) / image.width)
      const i = (y * image.width + x) * 3
      const blend = (channel: number, k: 0 | 1 | 2) => SCRIM_RGB[k] * alpha + channel * (1 - alpha)
      luminances.push(relativeLuminance(blend(image.data[i] ?? 0, 0), blend(image.data[i + 1] ?? 0, 1), blend(image.data[i + 2] ?? 0, 2)))
    }
  }
  if (luminances.length === 0) return Infinity
  luminances.sort((a, b) => a - b)
  const bright = luminances[Math.min(luminances.length - 1, Math.floor(luminances.length * 0.9))]!
  return (WHITE_LUMINANCE + 0.05) / (bright + 0.05)
}

export const OVERLAY_LABELS: Record<HeroOverlay, string> = { strong: 'Dark', light: 'Light', none: 'None' }

/** The editor's message when the text would be hard to read, or null when it reads well. */
export function heroContrastProblem(contrast: number, overlay: HeroOverlay): string | null {
  if (contrast >= MIN_TEXT_CONTRAST) return null
  const ratio = `${(Math.floor(contrast * 10) / 10).toFixed(1)}:1`
  const fix = overlay === 'strong' ? 'Choose a darker image, or one with a calm, dark area on the left.' : 'Choose the “Dark” overlay or a darker image.'
  return `White text is hard to read on this image with the “${OVERLAY_LABELS[overlay]}” overlay: its contrast is ${ratio}, and it needs at least ${MIN_TEXT_CONTRAST}:1. ${fix}`
}
