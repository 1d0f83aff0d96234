import localFont from 'next/font/local'

/**
 * The brand typeface, Inter (variable weight axis), self-hosted from @fontsource-variable/inter:
 * Latin subset only (English and French; 48 KB), no third-party host. next/font preloads it and
 * sets font-display: swap. Until it arrives, text is set in the stand-ins of globals.css (Arial,
 * Liberation Sans or Arimo, DejaVu Sans), each sized to Inter at every weight the site uses, so the
 * swap moves nothing (CLS stays 0). next/font's own stand-in is off: it is one Arial face sized for
 * regular text, so bold headings took a synthesised bold of a different width and rewrapped when
 * Inter arrived. Used through --font-brand (globals.css).
 */
export const brandFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  preload: true,
  adjustFontFallback: false,
  fallback: ['Brand Fallback Arial', 'Brand Fallback Metric', 'Brand Fallback DejaVu', 'Arial', 'Helvetica', 'sans-serif'],
})
