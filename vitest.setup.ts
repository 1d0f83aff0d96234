// Mirrors next.config.mjs so next/link renders hrefs as the site serves them.
process.env.__NEXT_TRAILING_SLASH = 'true'
