// Plain JavaScript: next.config.mjs reads these too.

/**
 * The policy of everything under /api: uploads and JSON answers, none of them a page. No script at
 * all, and a sandbox (an opaque origin: no cookies, storage or same-origin requests), so an SVG or
 * XML file opened directly cannot run script with the site's origin, as it could under the pages'
 * policy (which allows inline script for Next's bootstrap).
 */
export const UPLOAD_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox"

/** PDFs (Documents): no script either, but no sandbox, in which browsers' PDF viewers refuse to open. */
export const PDF_CONTENT_SECURITY_POLICY = "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"
