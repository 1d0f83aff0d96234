/**
 * The site's width breakpoints, in one place (page-blocks-readings 28): 640 and 1024 px everywhere
 * (under 640 phones, 640-1023 tablets, 1024 and up desktops), and the few components the specs give
 * numbers of their own keep them. The slider, hero, accordion and spacer rules read these.
 *
 * Stylesheets cannot import them: this build's CSS pipeline (Lightning CSS under Turbopack) passes
 * `@custom-media` through to browsers, which ignore it. So the CSS repeats the numbers, and
 * `breakpoints.test.ts` reads every stylesheet: a width in a media query must be a global
 * breakpoint, or one of the component numbers below in one of the files listed for it. "Below N" is
 * written `(max-width: N - 0.02px)` (639.98px), so the two sides of a breakpoint never overlap.
 */
export const BREAKPOINTS = { tablet: 640, desktop: 1024 } as const

export type ComponentBreakpoint = {
  px: number
  /** Who says so. */
  why: string
  /** The stylesheets (paths from the project root) that may use it. */
  files: readonly string[]
}

/** @internal Components that keep their own numbers (reading 28), and where each is used: what breakpoints.test.ts allows. */
export const COMPONENT_BREAKPOINTS = {
  /** PB 9: the quote slider's tablet layout starts at 769 px. */
  quoteSliderTablet: { px: 769, why: 'PB 9: "tablet width also 769 px for the quote slider"', files: ['src/blocks/QuoteSlider/styles.css'] },
  /** PB 9: the product selector shows 2.3 buttons under 500 px, 3 under 1000 px, a row from 1000 px. */
  selectorSmall: { px: 500, why: 'PB 9: product selector "2.3 under 500 px"', files: ['src/blocks/ProductSelector/styles.css'] },
  selectorRow: { px: 1000, why: 'PB 9: product selector "3 under 1000 px"', files: ['src/blocks/ProductSelector/styles.css'] },
  /** DL 9: the dealer and connect carousels go from one card to more at 600 px. */
  dealerCarouselTablet: { px: 600, why: 'DL 9: "600 px mobile and 1024 px tablet for the dealer carousel"', files: ['src/components/ui/ui.css'] },
  /** DL 9: tooltips and the dealer list paging (6 cards a page, in two columns) switch at 768 px. */
  tooltipsAndPaging: { px: 768, why: 'DL 9: "768 px for tooltips and paging"', files: ['src/components/ui/ui.css', 'src/components/dealers/dealers.css'] },
  /** The desktop header (issue 39): its search field and phone number show in full from 1280 px. */
  headerFull: { px: 1280, why: 'docs/design.md: the header fits one line at 1024 px only with the search and number folded to icons', files: ['src/app/(frontend)/globals.css'] },
} as const satisfies Record<string, ComponentBreakpoint>

/** `(min-width: Npx)`: N and wider. */
export const minWidth = (px: number) => `(min-width: ${px}px)`
/** `(max-width: N - 0.02px)`: narrower than N, never overlapping `minWidth(N)`. */
export const maxWidthBelow = (px: number) => `(max-width: ${px - 0.02}px)`
