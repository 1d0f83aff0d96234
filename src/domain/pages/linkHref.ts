import { pagePath } from './pagePath'

/** What a CMS link holds once read (`link()` field factory); a page reference may be only an id. */
export type LinkValue = {
  type?: 'reference' | 'custom' | null
  reference?: number | string | { slug?: string | null } | null
  url?: string | null
  label?: string | null
  newTab?: boolean | null
}

const SAFE_URL = /^(\/(?!\/)|#|https?:\/\/[^\s]+$|mailto:[^\s]+$|tel:\+?[0-9][0-9 ()-]*$)/

/** Internal path (/x/), anchor, absolute http(s) URL, mailto: or tel:. The admin and the renderer agree. */
export function isSafeLinkUrl(value: string): boolean {
  return SAFE_URL.test(value)
}

/** Field validation for a link's URL; empty is allowed (a link without a target is not rendered). */
export function validateLinkUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string') return 'Enter a link'
  return isSafeLinkUrl(value) ? true : 'Enter a path starting with / or a full http(s) URL'
}

/**
 * Where a link points, or null when it points nowhere a visitor can go: a page reference that was
 * not populated or whose page was deleted, an empty or unsafe URL.
 */
export function linkHref(link: LinkValue | null | undefined): string | null {
  if (!link) return null
  if (link.type === 'custom') {
    const url = link.url?.trim()
    return url && isSafeLinkUrl(url) ? url : null
  }
  const ref = link.reference
  return ref && typeof ref === 'object' && ref.slug ? pagePath(ref.slug) : null
}

/** What a rich-text (Lexical) link node holds in `fields`: a custom URL, or an internal link to a document. */
export type RichTextLinkFields = {
  linkType?: string | null
  url?: string | null
  doc?: { relationTo?: string | null; value?: unknown } | null
}

/**
 * Where a rich-text link points, by the same rule as every CMS link (`linkHref`): an internal link
 * to a page goes to the page's path; a custom URL only when `isSafeLinkUrl` accepts it (never
 * `javascript:` or `data:`). Null: render the text without a link.
 */
export function richTextLinkHref(fields: RichTextLinkFields | null | undefined): string | null {
  if (!fields) return null
  if (fields.linkType === 'internal') {
    const doc = fields.doc
    const slug = doc?.relationTo === 'pages' && doc.value && typeof doc.value === 'object' ? (doc.value as { slug?: unknown }).slug : null
    return typeof slug === 'string' && slug ? pagePath(slug) : null
  }
  return linkHref({ type: 'custom', url: fields.url })
}
