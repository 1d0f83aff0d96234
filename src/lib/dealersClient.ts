import type { Dealer, ReviewsPage } from '@/domain/dealers/dealerSchema'
import { leasedNumberFrom, type LeaseRequestBody } from '@/domain/dealers/leasedNumber'
import { fetchDealersForLocator, type DealerFetchResult, type FetchLike } from '@/domain/dealers/retryPolicy'
import type { Place } from '@/domain/geo/types'
import { MTA_AID_COOKIE, MTA_SID_COOKIE, parseCookies } from '@/domain/leads/userProfile'

/**
 * Browser calls of the find-a-dealer experience, all to our own origin. The dealer search uses
 * the retry policy of src/domain/dealers/retryPolicy.ts (429 wait and retry; 2 retries with
 * 1 s doubling). Failures are logged to the console only, as the spec says.
 *
 * The response schemas (zod) are imported when the first response arrives, so the dealer blocks
 * hydrate without zod (see retryPolicy.ts).
 */

/** Ours: the local-storage flag that switches the locator to the info endpoint. */
export const INFO_MODE_STORAGE_KEY = 'infoMode'
const SESSION_ID_KEY = 'locator_session_id'

export const DEALER_SEARCH_PATH = '/api/dealers/locations'
export const INFO_SEARCH_PATH = '/api/trb-info/dealers/locate'

/** Starts loading the schemas alongside a request; a failed load surfaces where it is awaited. */
function loadSchemas() {
  const schemas = import('@/domain/dealers/dealerSchema')
  schemas.catch(() => undefined)
  return schemas
}

const browserFetch: FetchLike = (url, init) => fetch(url, { ...init, credentials: 'same-origin' })

function abortableSleep(signal?: AbortSignal) {
  return (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve()
      })
    })
}

function cookieIds(): { aid: string; sid: string } {
  if (typeof document === 'undefined') return { aid: '', sid: '' }
  const cookies = parseCookies(document.cookie)
  return { aid: cookies.get(MTA_AID_COOKIE) ?? '', sid: cookies.get(MTA_SID_COOKIE) ?? '' }
}

/** The call-tracking session: the analytics session cookie, else one id per browser tab. */
export function trackingSessionId(): string {
  const { sid } = cookieIds()
  if (sid) return sid
  try {
    const stored = window.sessionStorage.getItem(SESSION_ID_KEY)
    if (stored) return stored
    const id = crypto.randomUUID()
    window.sessionStorage.setItem(SESSION_ID_KEY, id)
    return id
  } catch {
    return 'anonymous-session'
  }
}

export function localInfoModeFlag(): boolean {
  try {
    return window.localStorage.getItem(INFO_MODE_STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

export interface SearchDealersArgs {
  zipcode: string
  brand: string
  infoMode: boolean
  signal?: AbortSignal
}

export function dealerSearchUrl({ zipcode, brand, infoMode }: Omit<SearchDealersArgs, 'signal'>): string {
  const { aid, sid } = cookieIds()
  const params = new URLSearchParams({
    brand,
    zipcode,
    url: typeof window === 'undefined' ? '' : window.location.href,
    mtaAnonymousId: aid,
    mtaSessionId: sid,
  })
  return `${infoMode ? INFO_SEARCH_PATH : DEALER_SEARCH_PATH}?${params.toString()}`
}

export async function searchDealers(args: SearchDealersArgs): Promise<DealerFetchResult> {
  const result = await fetchDealersForLocator({
    fetch: browserFetch,
    sleep: abortableSleep(args.signal),
    url: dealerSearchUrl(args),
    signal: args.signal,
    headers: { accept: 'application/json' },
  })
  if (result.error && !args.signal?.aborted) console.error(result.error)
  return result
}

/** Single-dealer mode and the connect flow: one dealer by company id, or undefined (logged). */
export async function lookupDealer(companyId: number, signal?: AbortSignal): Promise<Dealer | undefined> {
  try {
    const schemas = loadSchemas()
    const response = await fetch(`/api/dealers/lookup?cid=${encodeURIComponent(String(companyId))}`, { signal })
    if (!response.ok) {
      console.error(`Error fetching dealer ${companyId}: ${response.statusText || response.status}`)
      return undefined
    }
    const body: unknown = await response.json()
    const candidate =
      body && typeof body === 'object' && 'dealer' in body
        ? (body as { dealer: unknown }).dealer
        : body && typeof body === 'object' && 'dealers' in body && Array.isArray((body as { dealers: unknown[] }).dealers)
          ? (body as { dealers: unknown[] }).dealers[0]
          : body
    const parsed = (await schemas).dealerSchema.safeParse(candidate)
    if (!parsed.success) {
      console.error(`Invalid dealer response for ${companyId}`)
      return undefined
    }
    return parsed.data
  } catch (error) {
    if (!signal?.aborted) console.error(`Failed to fetch dealer ${companyId}`, error)
    return undefined
  }
}

export const REVIEWS_PAGE_SIZE = 10

/** One page of reviews; throws on any failure so the modal can show its error line. */
export async function fetchReviewsPage(companyId: number, page: number, signal?: AbortSignal): Promise<ReviewsPage> {
  const schemas = loadSchemas()
  const response = await fetch(
    `/api/reviews/dealers/retrieve-reviews/${encodeURIComponent(String(companyId))}?page=${page}&pageAmount=${REVIEWS_PAGE_SIZE}`,
    { signal },
  )
  if (!response.ok) throw new Error(`Reviews request failed: ${response.status}`)
  const body: unknown = await response.json()
  return (await schemas).reviewsPageSchema.parse(body)
}

/** A leased tracking number, or undefined (the card shows N/A). */
export async function requestLeasedNumber(body: LeaseRequestBody, signal?: AbortSignal): Promise<string | undefined> {
  try {
    const response = await fetch('/api/whodis', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    })
    const json: unknown = await response.json().catch(() => null)
    return leasedNumberFrom(response.status, json)
  } catch (error) {
    if (!signal?.aborted) console.error('Leased number request failed', error)
    return undefined
  }
}

export type LeadSubmitResult =
  | { ok: true; id: string; /** Lead settings' "will contact you …" (reading 51); absent from an older server. */ contactWindow?: string }
  | { ok: false; status: number; error?: string; fieldErrors: Record<string, string> }

/** POSTs a lead; an Idempotency-Key makes a repeated submit of the same lead store it once. */
export async function submitLead(body: Record<string, unknown>, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<LeadSubmitResult> {
  try {
    const response = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => null)) as
      | { id?: unknown; contactWindow?: unknown; error?: unknown; fieldErrors?: unknown }
      | null
    if (response.ok && json && (typeof json.id === 'string' || typeof json.id === 'number')) {
      return { ok: true, id: String(json.id), ...(typeof json.contactWindow === 'string' && json.contactWindow ? { contactWindow: json.contactWindow } : {}) }
    }
    const fieldErrors =
      json && typeof json.fieldErrors === 'object' && json.fieldErrors !== null
        ? (json.fieldErrors as Record<string, string>)
        : {}
    return { ok: false, status: response.status, error: typeof json?.error === 'string' ? json.error : undefined, fieldErrors }
  } catch (error) {
    console.error('Lead submit failed', error)
    return { ok: false, status: 0, fieldErrors: {} }
  }
}

export type ResolvedPlace =
  | { kind: 'place'; place: Place }
  | { kind: 'ambiguous'; candidates: Place[] }
  | { kind: 'not_found' }
  | { kind: 'invalid'; message: string }

export async function resolvePlace(query: string, signal?: AbortSignal): Promise<ResolvedPlace> {
  try {
    const response = await fetch(`/api/places/resolve?q=${encodeURIComponent(query)}`, { signal })
    const json = (await response.json().catch(() => null)) as ResolvedPlace | { error?: string } | null
    if (json && 'kind' in json) return json
    return { kind: 'not_found' }
  } catch (error) {
    if (!signal?.aborted) console.error('Place lookup failed', error)
    return { kind: 'not_found' }
  }
}
