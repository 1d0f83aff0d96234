/** Session-storage keys of the lead flow. */
export const USER_PROFILE_KEY = 'user_profile'
export const POSTAL_CODE_KEY = 'postalCode'
export const SYSTEM_REC_OTHER_DEALERS_KEY = 'systemRecOtherDealers'
/** Local storage: the zip the locator last searched. */
export const LOCAL_ZIPCODE_KEY = 'zipcode'

/** Cookies that are the only source of the analytics ids. */
export const MTA_AID_COOKIE = '_mta_aid'
export const MTA_SID_COOKIE = '_mta_sid'

/**
 * What the browser keeps under `user_profile`. Checked by hand rather than with zod: the hero and the
 * locators import this module's keys, and zod would otherwise be part of every page's first load.
 */
export interface UserProfile {
  mtaAid?: string
  mtaSid?: string
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  addressLine1?: string
  city?: string
  state?: string
  zip?: string
  leadIds: string[]
  dealersContacted: number[]
}

const PROFILE_STRING_KEYS = ['mtaAid', 'mtaSid', 'firstName', 'lastName', 'email', 'phone', 'addressLine1', 'city', 'state', 'zip'] as const

/** The profile, or the problems found (path: what was expected); unknown keys are dropped. */
function checkProfile(raw: unknown): UserProfile | string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return ['(root): expected an object']
  const record = raw as Record<string, unknown>
  const problems: string[] = []
  const profile: UserProfile = { leadIds: [], dealersContacted: [] }
  for (const key of PROFILE_STRING_KEYS) {
    const value = record[key]
    if (value === undefined) continue
    if (typeof value === 'string') profile[key] = value
    else problems.push(`${key}: expected a string`)
  }
  const list = (key: 'leadIds' | 'dealersContacted', ok: (item: unknown) => boolean, expected: string) => {
    const value = record[key]
    if (value === undefined) return []
    if (!Array.isArray(value)) {
      problems.push(`${key}: expected an array`)
      return []
    }
    value.forEach((item, i) => {
      if (!ok(item)) problems.push(`${key}.${i}: expected ${expected}`)
    })
    return value
  }
  profile.leadIds = list('leadIds', (item) => typeof item === 'string', 'a string') as string[]
  profile.dealersContacted = list('dealersContacted', (item) => Number.isInteger(item), 'an integer') as number[]
  return problems.length ? problems : profile
}

/** The contact fields a form may copy into the profile. */
export type ProfileFields = Pick<
  UserProfile,
  'firstName' | 'lastName' | 'email' | 'phone' | 'addressLine1' | 'city' | 'state' | 'zip'
>

const PROFILE_FIELD_KEYS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'city',
  'state',
  'zip',
] as const satisfies readonly (keyof ProfileFields)[]

export function emptyProfile(): UserProfile {
  return { leadIds: [], dealersContacted: [] }
}

export interface StoredProfileResult {
  readonly profile: UserProfile
  /** Why the stored value was ignored; the caller logs it. */
  readonly error?: string
}

/** Reads the stored JSON; anything that does not match the shape is ignored (empty profile) and reported. */
export function parseStoredProfile(json: string | null): StoredProfileResult {
  if (json === null || json === '') return { profile: emptyProfile() }
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch (cause) {
    return { profile: emptyProfile(), error: `user_profile is not valid JSON: ${(cause as Error).message}` }
  }
  const checked = checkProfile(raw)
  if (Array.isArray(checked)) return { profile: emptyProfile(), error: `user_profile does not match its shape: ${checked.join('; ')}` }
  return { profile: checked }
}

export function serializeProfile(profile: UserProfile): string {
  return JSON.stringify(profile)
}

/** Lead ids only grow: one more, never twice. */
export function withLeadId(profile: UserProfile, leadId: string): UserProfile {
  if (leadId === '' || profile.leadIds.includes(leadId)) return profile
  return { ...profile, leadIds: [...profile.leadIds, leadId] }
}

/** Contacted dealers only grow: one more, never twice. */
export function withDealerContacted(profile: UserProfile, dealerId: number): UserProfile {
  if (!Number.isInteger(dealerId) || profile.dealersContacted.includes(dealerId)) return profile
  return { ...profile, dealersContacted: [...profile.dealersContacted, dealerId] }
}

/**
 * Copies contact fields into the profile. Anything else in `fields` (mtaAid, mtaSid, leadIds ...)
 * is ignored: the ids come only from cookies and the lists only through their own helpers.
 */
export function withProfileFields(profile: UserProfile, fields: Partial<Record<string, unknown>>): UserProfile {
  const next: UserProfile = { ...profile }
  for (const key of PROFILE_FIELD_KEYS) {
    const value = fields[key]
    if (typeof value === 'string') next[key] = value
  }
  return next
}

/** Parses a `document.cookie` style string into name -> value (first occurrence wins). */
export function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    const name = part.slice(0, separator).trim()
    if (name === '' || cookies.has(name)) continue
    cookies.set(name, safeDecode(part.slice(separator + 1).trim()))
  }
  return cookies
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Takes mtaAid / mtaSid from the `_mta_aid` / `_mta_sid` cookies; an absent cookie keeps the stored id. */
export function withCookieIds(profile: UserProfile, cookieString: string): UserProfile {
  const cookies = parseCookies(cookieString)
  const mtaAid = cookies.get(MTA_AID_COOKIE) || profile.mtaAid
  const mtaSid = cookies.get(MTA_SID_COOKIE) || profile.mtaSid
  const next: UserProfile = { ...profile }
  if (mtaAid !== undefined) next.mtaAid = mtaAid
  if (mtaSid !== undefined) next.mtaSid = mtaSid
  return next
}

/** Reads the `systemRecOtherDealers` list; anything unreadable is an empty list. */
export function parseDealerIdList(json: string | null): number[] {
  if (!json) return []
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) && parsed.every((id) => Number.isInteger(id)) ? (parsed as number[]) : []
  } catch {
    return []
  }
}
