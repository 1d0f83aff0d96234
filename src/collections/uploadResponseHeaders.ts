/**
 * Uploaded files are served under their own policy, never the pages' (which allows inline script
 * for Next's bootstrap): an SVG or XML file opened directly could otherwise run its own script
 * with the site's origin. Every upload gets `script-src 'none'`; everything but a PDF also gets
 * `sandbox` (an opaque origin: no cookies, no storage, no same-origin requests). PDFs are left
 * without the sandbox because browsers' PDF viewers refuse to open in one; what a PDF may hold is
 * checked when it is uploaded (src/server/uploads/pdfActions.ts). SVG and XML are also sent as
 * attachments: opened directly they download; `<img>` shows them as before.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox"
export const PDF_CONTENT_SECURITY_POLICY = "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"

const ATTACHMENT_TYPES = /^(image\/svg\+xml|application\/xml|text\/xml|application\/[\w.+-]+\+xml)$/i

export function uploadResponseHeaders({ headers }: { headers: Headers }): Headers {
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  headers.set('Content-Security-Policy', type === 'application/pdf' ? PDF_CONTENT_SECURITY_POLICY : UPLOAD_CONTENT_SECURITY_POLICY)
  headers.set('X-Content-Type-Options', 'nosniff')
  if (ATTACHMENT_TYPES.test(type)) headers.set('Content-Disposition', 'attachment')
  return headers
}
