import type { CollectionAfterReadHook } from 'payload'

/**
 * Payload writes an upload's `url` (and each size's) as `serverURL` + path. Pages rendered with
 * that origin break whenever the site answers on another one (a second host name, a preview
 * port, http vs https behind a proxy): the images come from elsewhere and the CSP (`img-src
 * 'self'`) blocks them. Our files are served by this same app, so a document's own URLs are read
 * as site-relative paths; external URLs (a storage adapter's) are left as they are.
 */
export const siteRelativeUploadUrls: CollectionAfterReadHook = ({ doc, req }) => {
  const origin = req.payload.config.serverURL
  if (!origin || !doc || typeof doc !== 'object') return doc
  const relative = (url: unknown) => (typeof url === 'string' && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url)
  const sizes = doc.sizes && typeof doc.sizes === 'object'
    ? Object.fromEntries(Object.entries(doc.sizes as Record<string, Record<string, unknown> | null>).map(([name, size]) => [name, size ? { ...size, url: relative(size.url) } : size]))
    : doc.sizes
  return { ...doc, url: relative(doc.url), thumbnailURL: relative(doc.thumbnailURL), ...(sizes === undefined ? {} : { sizes }) }
}
