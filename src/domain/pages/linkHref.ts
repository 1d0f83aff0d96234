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
