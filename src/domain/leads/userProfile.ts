import { z } from 'zod'

/** Session-storage keys of the lead flow. */
export const USER_PROFILE_KEY = 'user_profile'
export const POSTAL_CODE_KEY = 'postalCode'
export const SYSTEM_REC_OTHER_DEALERS_KEY = 'systemRecOtherDealers'
/** Local storage: the zip the locator last searched. */
export const LOCAL_ZIPCODE_KEY = 'zipcode'

/** Cookies that are the only source of the analytics ids. */
export const MTA_AID_COOKIE = '_mta_aid'
export const MTA_SID_COOKIE = '_mta_sid'

export const userProfileSchema = z.object({
  mtaAid: z.string().optional(),
  mtaSid: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  addressLine1: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  leadIds: z.array(z.string()).default([]),
  dealersContacted: z.array(z.number().int()).default([]),
})

export type UserProfile = z.output<typeof userProfileSchema>

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
  const parsed = userProfileSchema.safeParse(raw)
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    return { profile: emptyProfile(), error: `user_profile does not match its shape: ${where.join('; ')}` }
  }
  return { profile: parsed.data }
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

const dealerIdListSchema = z.array(z.number().int())

/** Reads the `systemRecOtherDealers` list; anything unreadable is an empty list. */
export function parseDealerIdList(json: string | null): number[] {
  if (!json) return []
  try {
    const parsed = dealerIdListSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}
