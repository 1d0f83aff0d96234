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

export function loadUserProfile(): UserProfile {
  const storage = session()
  const { profile, error } = parseStoredProfile(storage?.getItem(USER_PROFILE_KEY) ?? null)
  if (error) console.warn(error)
  return withCookieIds(profile, typeof document === 'undefined' ? '' : document.cookie)
}

function save(profile: UserProfile): UserProfile {
  try {
    session()?.setItem(USER_PROFILE_KEY, serializeProfile(profile))
  } catch (error) {
    console.warn('user_profile could not be saved', error)
  }
  return profile
}

/** Applies one change to the freshly loaded profile and stores the result. */
export function updateUserProfile(change: (profile: UserProfile) => UserProfile): UserProfile {
  return save(change(loadUserProfile()))
}

export const recordDealerContacted = (dealerId: number) => updateUserProfile((p) => withDealerContacted(p, dealerId))
export const recordLeadId = (leadId: string) => updateUserProfile((p) => withLeadId(p, leadId))
export const recordProfileFields = (fields: Record<string, unknown>) => updateUserProfile((p) => withProfileFields(p, fields))

/** Dealers the system already sent the recommendation to (session key systemRecOtherDealers). */
export function loadSystemRecOtherDealers(): number[] {
  return parseDealerIdList(session()?.getItem(SYSTEM_REC_OTHER_DEALERS_KEY) ?? null)
}

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

export function saveStoredZipcode(zip: string): void {
  try {
    window.localStorage.setItem(LOCAL_ZIPCODE_KEY, zip)
  } catch {
    // Storage unavailable.
  }
}
