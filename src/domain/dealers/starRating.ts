/**
 * Star rating display (spec section 9): one decimal and five stars (full, half, empty).
 * Stars follow the number shown: the rating is first rounded to one decimal, then to the
 * nearest half star (x.25 and up to x.74 give a half star; x.75 and up a full one), so
 * "4.3" always draws 4 full + 1 half and "4.2" draws 4 full.
 */

export const STAR_COUNT = 5

function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0
  return Math.min(STAR_COUNT, Math.max(0, rating))
}

function roundToTenth(rating: number): number {
  return Math.round(clampRating(rating) * 10) / 10
}

export function formatRating(rating: number): string {
  return roundToTenth(rating).toFixed(1)
}

export interface StarParts {
  full: number
  half: 0 | 1
  empty: number
}

export function starParts(rating: number): StarParts {
  const halves = Math.round(roundToTenth(rating) * 2)
  const full = Math.floor(halves / 2)
  const half = (halves % 2) as 0 | 1
  return { full, half, empty: STAR_COUNT - full - half }
}

/** The rating shows only when there is at least one review and info mode is off. */
export function shouldShowRating(reviewCount: number | null | undefined, infoMode: boolean): boolean {
  return (reviewCount ?? 0) > 0 && !infoMode
}
