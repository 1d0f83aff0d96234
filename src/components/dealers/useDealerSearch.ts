'use client'

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Dealer, NearbyPlace } from '@/domain/dealers/dealerSchema'
import type { SearchOrigin } from '@/domain/dealers/distance'
import { type LocatorAnswer, type LocatorSearchKind, locatorAnswer, placeLabel } from '@/domain/dealers/locatorAnswer'
import { classifySearchInput, clearLeadingWhitespace, LOCATOR_MESSAGES } from '@/domain/dealers/locatorView'
import type { CandidatePlace } from '@/domain/dealers/retryPolicy'
import { localInfoModeFlag, searchDealers } from '@/lib/dealersClient'
import { forgetStoredZipcode, loadStoredZipcode, saveStoredZipcode, showZipcodeInUrl, zipcodeInUrl } from '@/lib/userProfileStore'

/** Spec section 4: the loaded flag is set after 10 s even if the search has not answered. */
export const LOADED_FLAG_TIMEOUT_MS = 10_000
/** Ours: at most this many places are offered when a city name is ambiguous. */
const MAX_CANDIDATES = 8

export interface DealerSearchRequest {
  /** What the API is asked: a postal code, or the city as typed (the API resolves it). */
  zipcode: string
  /** What "servicing near ..." names: the code, or "City, ST" once the API has answered. */
  near: string
  /** Distinguishes two searches for the same text. */
  seq: number
}

export interface DealerSearchState {
  /** The text of the latest search, for the search box to show, and its number. */
  query: string
  querySeq: number
  request: DealerSearchRequest | null
  loaded: boolean
  dealers: Dealer[]
  nearby: NearbyPlace[]
  origin?: SearchOrigin
  /** Why the last submit did not search (empty, malformed, unknown city), for the search box. */
  problem?: string
  /** Places sharing an ambiguous city name. */
  candidates: CandidatePlace[]
  /**
   * Reading 53: the search failed (network, 5xx, a body of the wrong shape, retries used up). The view
   * says dealers could not be loaded, never that the ZIP may be wrong.
   */
  failed?: boolean
  /** Typing or a refused submit ends the first search's derived state (see the end of the hook). */
  firstSetAside?: boolean
}

export interface DealerSearchOptions {
  brandCode: string
  infoMode: boolean
  /** The locator keeps ?zipcode= in the address bar and starts from it (or the remembered ZIP). */
  withUrl?: boolean
  /** The message for an empty box; the locator's by default. */
  emptyMessage?: string
  /**
   * A search the server already answered (a linked search, `?zipcode=`): shown from the first render,
   * not asked again, and remembered (and put in the address) like any other.
   */
  answered?: LocatorAnswer
}

const idle: DealerSearchState = { query: '', querySeq: 0, request: null, loaded: false, dealers: [], nearby: [], candidates: [] }

const noText = () => ''

/** The state once search number `seq` has its answer. */
const answeredState = (answer: LocatorAnswer, seq: number): DealerSearchState => ({
  ...idle,
  query: answer.query,
  querySeq: seq,
  request: { zipcode: answer.query, near: answer.near, seq },
  loaded: true,
  dealers: answer.dealers,
  nearby: answer.nearby,
  origin: answer.origin,
})

/**
 * Where the locator starts: ?zipcode=, else the remembered ZIP. A remembered text that is no valid
 * code (another tool may have stored a mistyped one) is not searched: the box opens empty instead of
 * on an error the visitor did not make here.
 */
export function initialLocatorQuery(): string {
  const linked = clearLeadingWhitespace(zipcodeInUrl()).trim()
  if (linked) return linked
  const stored = clearLeadingWhitespace(loadStoredZipcode()).trim()
  const kind = classifySearchInput(stored).kind
  return kind === 'postalCode' || kind === 'place' ? stored : ''
}

const noSubscription = () => () => undefined

/** The info-mode switch: the site setting, or the local-storage flag (read after hydration). */
export function useInfoMode(fromSettings: boolean): boolean {
  const local = useSyncExternalStore(noSubscription, localInfoModeFlag, () => false)
  return fromSettings || local
}

/**
 * The one dealer search of the locator and the home carousel: classify the box, ask the API
 * (which resolves a city itself and answers 400 with candidates when the name is ambiguous),
 * shuffle the buckets, remember the ZIP for the other tools (and the URL on the locator).
 */
export function useDealerSearch({ brandCode, infoMode, withUrl = false, emptyMessage, answered }: DealerSearchOptions) {
  // An answered search is search number 1, so the first search from the address below does not run.
  const [state, setState] = useState<DealerSearchState>(() => (answered ? answeredState(answered, 1) : idle))
  const seq = useRef(answered ? 1 : 0)
  const running = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> } | null>(null)

  const stop = useCallback(() => {
    if (!running.current) return
    running.current.controller.abort()
    clearTimeout(running.current.timer)
    running.current = null
  }, [])

  /**
   * Asks the API and applies its answer. State is set only from the timer and after the answer, so
   * the first search of the locator can start from an effect (the visible "searching" state of that
   * one is derived below).
   */
  const fetchFor = useCallback(
    async (zipcode: string, kind: LocatorSearchKind): Promise<string | undefined> => {
      stop()
      const id = ++seq.current
      const controller = new AbortController()
      const request = { zipcode, near: zipcode, seq: id }
      // Spec section 4: the loaded flag is set after 10 s even if the search has not answered.
      const timer = setTimeout(
        () => setState((s) => (s.querySeq > id ? s : { ...idle, query: zipcode, querySeq: id, request, loaded: true })),
        LOADED_FLAG_TIMEOUT_MS,
      )
      running.current = { controller, timer }
      const result = await searchDealers({ zipcode, brand: brandCode, infoMode, signal: controller.signal })
      if (controller.signal.aborted) return undefined
      clearTimeout(timer)
      running.current = null
      if (result.failure === 'rejected') {
        const candidates = (result.rejection?.candidates ?? []).slice(0, MAX_CANDIDATES)
        const problem = candidates.length ? LOCATOR_MESSAGES.ambiguousPlace : LOCATOR_MESSAGES.placeNotFound
        // A text no place answers is not remembered: the locator must not open on it next time.
        forgetStoredZipcode(zipcode)
        setState({ ...idle, query: zipcode, querySeq: id, problem, candidates })
        return problem
      }
      const response = result.response
      // A failed call or a body that does not match its shape leaves an empty list (spec section 8; the
      // section's texts are logged by searchDealers) and, reading 53, says so instead of "no dealers".
      if (!response) {
        setState({ ...idle, query: zipcode, querySeq: id, request, loaded: true, failed: true })
        return undefined
      }
      const answer = locatorAnswer(zipcode, kind, response, Math.random)
      saveStoredZipcode(answer.remembered)
      if (withUrl) showZipcodeInUrl(answer.remembered)
      setState(answeredState(answer, id))
      return undefined
    },
    [brandCode, infoMode, withUrl, stop],
  )

  /** Spec section 4: clear the list and show the search under way, then fetch. */
  const searchFor = useCallback(
    (zipcode: string, kind: LocatorSearchKind): Promise<string | undefined> => {
      setState({ ...idle, query: zipcode, querySeq: seq.current + 1, request: { zipcode, near: zipcode, seq: seq.current + 1 } })
      return fetchFor(zipcode, kind)
    },
    [fetchFor],
  )

  /** Searches what the visitor typed; resolves to the message to show, or undefined. */
  const run = useCallback(
    async (raw: string): Promise<string | undefined> => {
      const input = classifySearchInput(raw)
      if (input.kind === 'empty' || input.kind === 'invalidPostalCode') {
        const problem = input.kind === 'empty' ? (emptyMessage ?? input.message) : input.message
        setState((s) => ({ ...s, firstSetAside: true, problem, candidates: [] }))
        return problem
      }
      return input.kind === 'postalCode' ? searchFor(input.zipcode, 'postalCode') : searchFor(input.query, 'place')
    },
    [searchFor, emptyMessage],
  )

  /** Reading 53: the failed search again, as it was asked. */
  const retry = useCallback(() => {
    const request = state.request
    if (!request) return Promise.resolve(undefined)
    const input = classifySearchInput(request.zipcode)
    return searchFor(request.zipcode, input.kind === 'postalCode' ? 'postalCode' : 'place')
  }, [state.request, searchFor])

  const choose = useCallback((place: CandidatePlace) => searchFor(placeLabel(place), 'place'), [searchFor])
  const clearProblem = useCallback(
    () => setState((s) => ({ ...s, firstSetAside: true, problem: undefined })),
    [],
  )

  // The locator starts from ?zipcode= or the remembered ZIP: read after hydration (the server has
  // neither), shown as under way at once, fetched by the effect.
  const initial = useSyncExternalStore(noSubscription, withUrl ? initialLocatorQuery : noText, noText)
  const first = state.querySeq === 0 && !state.firstSetAside && initial ? classifySearchInput(initial) : undefined
  const firstSearch = first && (first.kind === 'postalCode' ? first.zipcode : first.kind === 'place' ? first.query : undefined)
  const firstKind: LocatorSearchKind = first?.kind === 'postalCode' ? 'postalCode' : 'place'
  useEffect(() => {
    if (firstSearch) void fetchFor(firstSearch, firstKind)
  }, [firstSearch, firstKind, fetchFor])

  useEffect(() => stop, [stop])

  const rememberAnswered = answered?.remembered
  useEffect(() => {
    if (!rememberAnswered) return
    saveStoredZipcode(rememberAnswered)
    if (withUrl) showZipcodeInUrl(rememberAnswered)
  }, [rememberAnswered, withUrl])

  let view = state
  if (first && firstSearch) view = { ...idle, query: firstSearch, request: { zipcode: firstSearch, near: firstSearch, seq: 0 } }
  else if (first && (first.kind === 'empty' || first.kind === 'invalidPostalCode')) view = { ...idle, query: initial, problem: first.message }

  return { ...view, run, retry, choose, clearProblem }
}

export type DealerSearch = ReturnType<typeof useDealerSearch>
