import type { Dealer, DealerSearchResponse } from './dealerSchema'

/**
 * Dealer fetch retries (spec sections 8 and 9), with fetch and sleep injected so the rules
 * run the same in the browser, on the server and under fake timers.
 *
 * Two layers, as in the original site:
 * - the shared helper `fetchDealersWithRetry` handles HTTP 429 only: it waits 1100 ms and
 *   tries again, giving up after 4 retries with an empty list and "Retry limit reached".
 *   A network failure or any other non-ok status ends it at once with the spec's message.
 * - the locator call `fetchDealersForLocator` wraps the helper and retries other failures
 *   (network, non-ok, malformed body) up to 2 times, waiting 1000 ms then 2000 ms.
 *   A spent 429 budget is not retried again: the helper has already waited.
 * - ours: a 400 is the API refusing the search text (a city it does not know, one several places
 *   share). Asking again cannot change that, so it is not retried; its message and candidate
 *   places come back as `rejection` for the search box to show.
 */

export const HELPER_MAX_RETRIES = 4
export const RATE_LIMIT_DELAY_MS = 1100
export const LOCATOR_MAX_RETRIES = 2
export const LOCATOR_BASE_DELAY_MS = 1000

export const RETRY_LIMIT_MESSAGE = 'Retry limit reached'
export const INVALID_RESPONSE_MESSAGE = 'Invalid dealer response'
export const networkFailureMessage = (reason: string) => `Failed to fetch dealers: ${reason}`
export const httpErrorMessage = (statusText: string) => `Error fetching dealers: ${statusText}`

/** Delay before the retry with 0-based index `retry`: base, 2 x base, 4 x base ... */
export function backoffDelayMs(retry: number, baseDelayMs: number = LOCATOR_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** retry
}

export interface FetchResponseLike {
  ok: boolean
  status: number
  statusText: string
  json(): Promise<unknown>
}

export type FetchLike = (url: string, init?: { signal?: AbortSignal; headers?: Record<string, string> }) => Promise<FetchResponseLike>

export type Sleep = (ms: number) => Promise<void>

export type DealerFetchFailure = 'rate-limit' | 'network' | 'http' | 'invalid-response' | 'rejected'

/** A place the API offers when a city name is ambiguous. */
export interface CandidatePlace {
  city: string
  state: string
  country: string
  postalCode: string
}

export interface SearchRejection {
  error: string
  candidates: CandidatePlace[]
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** The 400 body {error, candidates?}, read without zod (see the note on the import below). */
export function searchRejectionOf(body: unknown): SearchRejection | undefined {
  if (!body || typeof body !== 'object') return undefined
  const { error, candidates } = body as { error?: unknown; candidates?: unknown }
  if (!isText(error)) return undefined
  const places = Array.isArray(candidates)
    ? candidates.filter(
        (c): c is CandidatePlace =>
          !!c && typeof c === 'object' && isText(c.city) && isText(c.state) && isText(c.country) && isText(c.postalCode),
      )
    : []
  return { error, candidates: places }
}

export interface DealerFetchResult {
  dealers: Dealer[]
  /** The whole validated response when the call succeeded. */
  response?: DealerSearchResponse
  /** The spec's message; absent on success. */
  error?: string
  failure?: DealerFetchFailure
  /** Number of fetch calls made. */
  attempts: number
  /** Set when the API refused the search text (HTTP 400). */
  rejection?: SearchRejection
}

export interface FetchDealersOptions {
  fetch: FetchLike
  sleep: Sleep
  url: string
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Retries after a 429. Default 4. */
  maxRetries?: number
  /** Wait after a 429. Default 1100 ms. */
  rateLimitDelayMs?: number
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export async function fetchDealersWithRetry(options: FetchDealersOptions): Promise<DealerFetchResult> {
  const maxRetries = options.maxRetries ?? HELPER_MAX_RETRIES
  const delayMs = options.rateLimitDelayMs ?? RATE_LIMIT_DELAY_MS
  const init = { headers: options.headers, signal: options.signal }

  for (let attempt = 1; ; attempt++) {
    let response: FetchResponseLike
    try {
      response = await options.fetch(options.url, init)
    } catch (error) {
      return { dealers: [], error: networkFailureMessage(reasonOf(error)), failure: 'network', attempts: attempt }
    }

    if (response.status === 429) {
      if (attempt > maxRetries) {
        return { dealers: [], error: RETRY_LIMIT_MESSAGE, failure: 'rate-limit', attempts: attempt }
      }
      await options.sleep(delayMs)
      continue
    }

    if (response.status === 400) {
      const rejection = searchRejectionOf(await response.json().catch(() => null))
      return { dealers: [], error: httpErrorMessage(response.statusText), failure: 'rejected', rejection, attempts: attempt }
    }

    if (!response.ok) {
      return { dealers: [], error: httpErrorMessage(response.statusText), failure: 'http', attempts: attempt }
    }

    let body: unknown
    try {
      body = await response.json()
    } catch (error) {
      return { dealers: [], error: networkFailureMessage(reasonOf(error)), failure: 'network', attempts: attempt }
    }
    // Imported here, not at the top: the browser's dealer blocks then hydrate without zod.
    const { dealerSearchResponseSchema } = await import('./dealerSchema')
    const parsed = dealerSearchResponseSchema.safeParse(body)
    if (!parsed.success) {
      return { dealers: [], error: INVALID_RESPONSE_MESSAGE, failure: 'invalid-response', attempts: attempt }
    }
    return { dealers: parsed.data.dealers, response: parsed.data, attempts: attempt }
  }
}

export interface LocatorFetchOptions extends FetchDealersOptions {
  /** Retries after a non-429 failure. Default 2. */
  locatorMaxRetries?: number
  /** First back-off delay, doubled on each retry. Default 1000 ms. */
  baseDelayMs?: number
}

export async function fetchDealersForLocator(options: LocatorFetchOptions): Promise<DealerFetchResult> {
  const maxRetries = options.locatorMaxRetries ?? LOCATOR_MAX_RETRIES
  const baseDelayMs = options.baseDelayMs ?? LOCATOR_BASE_DELAY_MS
  let attempts = 0
  for (let retry = 0; ; retry++) {
    const result = await fetchDealersWithRetry(options)
    attempts += result.attempts
    const retryable = result.error !== undefined && result.failure !== 'rate-limit' && result.failure !== 'rejected'
    if (!retryable || retry >= maxRetries || options.signal?.aborted) return { ...result, attempts }
    await options.sleep(backoffDelayMs(retry, baseDelayMs))
  }
}
