import localFont from 'next/font/local'

/**
 * The brand typeface, Inter (variable weight axis), self-hosted: @fontsource-variable/inter's Latin
 * subset (English and French) cut to the weights 400-800 and the OpenType features the site uses, 33 KB
 * instead of 48 (made by scripts/fonts/subset-brand-font.sh), no third-party host. next/font preloads it and
 * sets font-display: swap. Until it arrives, text is set in the stand-ins of globals.css (Arial,
 * Liberation Sans or Arimo, DejaVu Sans), each sized to Inter at every weight the site uses, so the
 * swap moves nothing (CLS stays 0). next/font's own stand-in is off: it is one Arial face sized for
 * regular text, so bold headings took a synthesised bold of a different width and rewrapped when
 * Inter arrived. Used through --font-brand (globals.css).
 */
export const brandFont = localFont({
  src: './inter-latin-wght-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  preload: true,
  adjustFontFallback: false,
  fallback: ['Brand Fallback Arial', 'Brand Fallback Metric', 'Brand Fallback DejaVu', 'Arial', 'Helvetica', 'sans-serif'],
})
