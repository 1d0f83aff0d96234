import { PDF_CONTENT_SECURITY_POLICY, UPLOAD_CONTENT_SECURITY_POLICY } from '@/server/http/uploadPolicy.mjs'

/**
 * Uploaded files are served under their own policy, never the pages' (which allows inline script
 * for Next's bootstrap): an SVG or XML file opened directly could otherwise run its own script with
 * the site's origin. `next.config.mjs` sends the same policies for /api and /api/documents/file
 * (its headers win over a route's under `npm start`); Payload's file handler sets them here as
 * well, with `nosniff`. SVG and XML are also sent as attachments, whatever the policy: opened
 * directly they download; `<img>` shows them as before. What a PDF may hold is checked when it is
 * uploaded (src/server/uploads/pdfActions.ts).
 */
const ATTACHMENT_TYPES = /^(image\/svg\+xml|application\/xml|text\/xml|application\/[\w.+-]+\+xml)$/i

/**
 * Both upload collections are public (read: anyone), so a browser may keep a file for a day instead
 * of asking again on every page that shows it. A file replaced on its document gets a new name
 * (Payload adds -1, -2 … while the old one is taken), so only a file deleted and uploaded again
 * under its old name can show the old one, for at most that day.
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=86400'

export function uploadResponseHeaders({ headers }: { headers: Headers }): Headers {
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  headers.set('Content-Security-Policy', type === 'application/pdf' ? PDF_CONTENT_SECURITY_POLICY : UPLOAD_CONTENT_SECURITY_POLICY)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Cache-Control', UPLOAD_CACHE_CONTROL)
  if (ATTACHMENT_TYPES.test(type)) headers.set('Content-Disposition', 'attachment')
  return headers
}
