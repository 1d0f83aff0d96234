import localFont from 'next/font/local'

/**
 * The brand typeface, Inter (variable weight axis), self-hosted from @fontsource-variable/inter:
 * Latin subset only (English and French; 48 KB), no third-party host. next/font preloads it,
 * sets font-display: swap, and writes an Arial fallback face adjusted to Inter's metrics, so the
 * swap moves nothing (CLS stays 0). Used through --font-brand (globals.css).
 */
export const brandFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-brand',
  preload: true,
  adjustFontFallback: 'Arial',
  // Then the stand-ins of globals.css for systems without Arial (Liberation Sans, Arimo, DejaVu Sans).
  fallback: ['Brand Fallback Metric', 'Brand Fallback DejaVu', 'Arial', 'Helvetica', 'sans-serif'],
})
