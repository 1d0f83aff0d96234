/** Spacer heights an editor picks per screen band (spec PB 2: "spacer (responsive sizes)"). */
export const SPACER_SIZES = ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const
export type SpacerSize = (typeof SPACER_SIZES)[number]

export const SPACER_SIZE_PX: Record<SpacerSize, number> = { none: 0, xs: 8, sm: 16, md: 32, lg: 48, xl: 64, xxl: 96 }

export type SpacerInput = { mobile?: string | null; tablet?: string | null; desktop?: string | null }
export type SpacerHeights = { mobile: number; tablet: number; desktop: number }

const isSize = (value: unknown): value is SpacerSize => typeof value === 'string' && (SPACER_SIZES as readonly string[]).includes(value)

/**
 * Heights in px by band (under 640, 640-1023, 1024 and up). Mobile first: a band left empty takes the
 * next smaller band's size; an empty or unknown mobile size is "md".
 */
export function spacerHeights(input: SpacerInput | null | undefined): SpacerHeights {
  const mobile = isSize(input?.mobile) ? input.mobile : 'md'
  const tablet = isSize(input?.tablet) ? input.tablet : mobile
  const desktop = isSize(input?.desktop) ? input.desktop : tablet
  return { mobile: SPACER_SIZE_PX[mobile], tablet: SPACER_SIZE_PX[tablet], desktop: SPACER_SIZE_PX[desktop] }
}
