/** The card shown when a page without its own sharing image is shared (public/og-default.png). */
export const DEFAULT_OG_IMAGE = { url: '/og-default.png', width: 1200, height: 630, alt: 'Heating and cooling for your home' }
