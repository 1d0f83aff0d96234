/**
 * Dealer profile links (spec section 2): /dealers/{slug}/ where the slug is name, city,
 * state and company ID joined with hyphens, lower-cased, spaces turned to hyphens,
 * everything but letters, digits and hyphens removed and repeated hyphens collapsed.
 * Accents are folded first ("Montréal" -> "montreal") so they are not simply dropped.
 */

export const NOT_FOUND_PATH = '/404/'

export interface DealerSlugParts {
  name?: string | null
  city?: string | null
  state?: string | null
  companyID?: number | string | null
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function validCompanyId(value: number | string | null | undefined): string | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? String(value) : undefined
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value) && Number(value) > 0) return value.trim()
  return undefined
}

/** The slug, or `undefined` when any of the four parts is missing or empty. */
export function dealerSlug(parts: DealerSlugParts): string | undefined {
  const id = validCompanyId(parts.companyID)
  if (!present(parts.name) || !present(parts.city) || !present(parts.state) || id === undefined) return undefined
  return [parts.name, parts.city, parts.state, id]
    .join('-')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}

export function dealerProfilePath(parts: DealerSlugParts): string {
  const slug = dealerSlug(parts)
  return slug ? `/dealers/${slug}/` : NOT_FOUND_PATH
}

/** The company ID at the end of a slug (or profile path), for the profile page lookup. */
export function companyIdFromSlug(slug: string): number | undefined {
  const match = /(?:^|-)(\d+)\/?$/.exec(slug.trim())
  if (!match?.[1]) return undefined
  const id = Number(match[1])
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
