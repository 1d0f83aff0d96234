import {
  parseDealerIdList,
  parseStoredProfile,
  POSTAL_CODE_KEY,
  serializeProfile,
  SYSTEM_REC_OTHER_DEALERS_KEY,
  USER_PROFILE_KEY,
  LOCAL_ZIPCODE_KEY,
  withCookieIds,
  withDealerContacted,
  withLeadId,
  withProfileFields,
  emptyProfile,
  type UserProfile,
} from '@/domain/leads/userProfile'

/**
 * Browser glue over the domain's user profile (spec section 3 "User profile"): sessionStorage `user_profile`,
 * validated on every read (an invalid one is ignored and logged), mtaAid / mtaSid only from the cookies,
 * leadIds and dealersContacted append-only. Storage can be unavailable (private mode): reads then give an
 * empty profile and writes are dropped.
 */

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

function readProfile(raw: string | null, cookies: string): UserProfile {
  const { profile, error } = parseStoredProfile(raw)
  if (error) console.warn(error)
  return withCookieIds(profile, cookies)
}

const cookieString = () => (typeof document === 'undefined' ? '' : document.cookie)

export function loadUserProfile(): UserProfile {
  return readProfile(session()?.getItem(USER_PROFILE_KEY) ?? null, cookieString())
}

// React components read the profile with useSyncExternalStore: every write here notifies them,
// and a snapshot stays the same object until the stored text (or the cookies) change.
const listeners = new Set<() => void>()

export function subscribeUserProfile(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let profileCache: { raw: string | null; cookies: string; profile: UserProfile } | undefined

export function userProfileSnapshot(): UserProfile {
  const raw = session()?.getItem(USER_PROFILE_KEY) ?? null
  const cookies = cookieString()
  if (profileCache?.raw !== raw || profileCache.cookies !== cookies) profileCache = { raw, cookies, profile: readProfile(raw, cookies) }
  return profileCache.profile
}

const serverProfile = emptyProfile()
/** What the server renders (and hydration starts from): no session storage there. */
export const serverUserProfileSnapshot = (): UserProfile => serverProfile

function save(profile: UserProfile): UserProfile {
  try {
    session()?.setItem(USER_PROFILE_KEY, serializeProfile(profile))
  } catch (error) {
    console.warn('user_profile could not be saved', error)
  }
  for (const listener of listeners) listener()
  return profile
}

/** Applies one change to the freshly loaded profile and stores the result. */
export function updateUserProfile(change: (profile: UserProfile) => UserProfile): UserProfile {
  return save(change(loadUserProfile()))
}

export const recordDealerContacted = (dealerId: number) => updateUserProfile((p) => withDealerContacted(p, dealerId))
export const recordLeadId = (leadId: string) => updateUserProfile((p) => withLeadId(p, leadId))
export const recordProfileFields = (fields: Record<string, unknown>) => updateUserProfile((p) => withProfileFields(p, fields))

let systemRecCache: { raw: string | null; ids: number[] } | undefined
const noDealers: number[] = []

/** loadSystemRecOtherDealers as a stable snapshot for useSyncExternalStore (subscribe with subscribeUserProfile). */
export function systemRecOtherDealersSnapshot(): number[] {
  const raw = session()?.getItem(SYSTEM_REC_OTHER_DEALERS_KEY) ?? null
  if (systemRecCache?.raw !== raw) systemRecCache = { raw, ids: parseDealerIdList(raw) }
  return systemRecCache.ids
}

export const serverSystemRecOtherDealersSnapshot = (): number[] => noDealers

export function loadSessionPostalCode(): string {
  return session()?.getItem(POSTAL_CODE_KEY) ?? ''
}

export function saveSessionPostalCode(postalCode: string): void {
  try {
    session()?.setItem(POSTAL_CODE_KEY, postalCode)
  } catch {
    // Storage unavailable: the flow still works within the page.
  }
}

/** The locator's zip (local storage `zipcode`), shared with the rebate blocks. */
export function loadStoredZipcode(): string {
  try {
    return typeof window === 'undefined' ? '' : (window.localStorage.getItem(LOCAL_ZIPCODE_KEY) ?? '')
  } catch {
    return ''
  }
}

/** `?zipcode=` of the current address ('' when absent): a shared or linked search starts from it. */
export function zipcodeInUrl(): string {
  return typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('zipcode') ?? '').trim()
}

/** Puts the searched ZIP in the address bar (replacing, not adding, a history entry), so a reload or a shared link shows the same search. */
export function showZipcodeInUrl(zip: string): void {
  const url = new URL(window.location.href)
  url.searchParams.set('zipcode', zip)
  window.history.replaceState(window.history.state, '', url)
}

/** Drops the remembered ZIP when it is `zip` (a search that no place answers). */
export function forgetStoredZipcode(zip: string): void {
  try {
    if (window.localStorage.getItem(LOCAL_ZIPCODE_KEY) === zip) window.localStorage.removeItem(LOCAL_ZIPCODE_KEY)
  } catch {
    // Storage unavailable.
  }
}

export function saveStoredZipcode(zip: string): void {
  try {
    window.localStorage.setItem(LOCAL_ZIPCODE_KEY, zip)
  } catch {
    // Storage unavailable.
  }
}
