/** The button looks an editor can choose (fields/link.ts `buttonAppearance`). */
export const BUTTON_BACKGROUNDS = ['white', 'baby-blue', 'none'] as const
export const BUTTON_CORNER_RADII = ['xl', 'full'] as const
export const BUTTON_WIDTHS = ['full', 'fit'] as const
