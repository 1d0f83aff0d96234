'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { ChangeLocationModal } from '@/components/dealers/ChangeLocationModal'
import { ContactDealerModal } from '@/components/dealers/ContactDealerModal'
import { DealerCard, type DealerCardOptions } from '@/components/dealers/DealerCard'
import { DealerGrid } from '@/components/dealers/DealerGrid'
import { FilterDropdown } from '@/components/dealers/FilterDropdown'
import { NoDealers } from '@/components/dealers/NoDealers'
import { Pagination } from '@/components/dealers/Pagination'
import { ReviewsModal } from '@/components/dealers/ReviewsModal'
import { Spinner } from '@/components/ui/Spinner'
import { applyDealerFilters, bookingButtonLabel, isCallNowPage, type DealerFilterKey } from '@/domain/dealers/cardLabels'
import type { Dealer, NearbyPlace } from '@/domain/dealers/dealerSchema'
import {
  classifySearchInput,
  clearLeadingWhitespace,
  dealerCountLine,
  LOCATOR_MESSAGES,
  noDealersHeading,
} from '@/domain/dealers/locatorView'
import { dealerPageSize, paginate, WIDE_PAGE_SIZE, WIDE_VIEWPORT_MIN_PX } from '@/domain/dealers/pagination'
import { shuffleBuckets } from '@/domain/dealers/searchDealers'
import type { Place } from '@/domain/geo/types'
import { LOCAL_ZIPCODE_KEY } from '@/domain/leads/userProfile'
import { localInfoModeFlag, lookupDealer, resolvePlace, searchDealers } from '@/lib/dealersClient'

const DealerMap = dynamic(() => import('@/components/dealers/DealerMap').then((m) => m.DealerMap), {
  ssr: false,
  loading: () => <Spinner label="Loading map" />,
})

/** Spec section 4: the loaded flag is set after 10 s even if the search has not answered. */
export const LOADED_FLAG_TIMEOUT_MS = 10_000

export interface LocatorSettings {
  brandCode: string
  brandName: string
  supportPhone: string
  supportHours: string
  privacyPolicyUrl: string
  callNowPages: string[]
  contactDealerCampaignPaths: string[]
  singleDealerCompanyId: number | null
  infoMode: boolean
}

export interface DealerLocatorProps {
  title: string
  intro?: string | null
  settings: LocatorSettings
  mapStyleUrl?: string
  blockId?: string | null
}

interface SearchRequest {
  zipcode: string
  /** What "servicing near ..." names: the zip, or "City, ST" for a city search. */
  near: string
  /** Distinguishes two searches for the same zip. */
  seq: number
}

type ViewMode = 'list' | 'map'

function readStoredZip(): string {
  try {
    return window.localStorage.getItem(LOCAL_ZIPCODE_KEY) ?? ''
  } catch {
    return ''
  }
}

function storeZip(value: string) {
  try {
    window.localStorage.setItem(LOCAL_ZIPCODE_KEY, value)
  } catch {
    // Private mode: the query parameter still carries the zip.
  }
  const url = new URL(window.location.href)
  url.searchParams.set('zipcode', value)
  window.history.replaceState(window.history.state, '', url)
}

function usePageSize(): number {
  const [size, setSize] = useState(WIDE_PAGE_SIZE)
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${WIDE_VIEWPORT_MIN_PX}px)`)
    const update = () => setSize(dealerPageSize(query.matches ? WIDE_VIEWPORT_MIN_PX : 0))
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return size
}

export function DealerLocator({ title, intro, settings, mapStyleUrl, blockId }: DealerLocatorProps) {
  const uid = useId()
  const pathname = usePathname() ?? '/'
  const singleDealerMode = settings.singleDealerCompanyId !== null
  const [infoMode, setInfoMode] = useState(settings.infoMode)
  const [input, setInput] = useState('')
  const [inputError, setInputError] = useState<string | undefined>()
  const [candidates, setCandidates] = useState<Place[]>([])
  const [search, setSearch] = useState<SearchRequest | null>(null)
  const [dealers, setDealers] = useState<Dealer[]>([])
  const [nearby, setNearby] = useState<NearbyPlace[]>([])
  const [loaded, setLoaded] = useState(false)
  const [filters, setFilters] = useState<Set<DealerFilterKey>>(() => new Set())
  const [page, setPage] = useState(1)
  const [view, setView] = useState<ViewMode>('list')
  const [selected, setSelected] = useState<{ dealer: Dealer; position: number } | null>(null)
  const [contact, setContact] = useState<{ dealer: Dealer; position: number } | null>(null)
  const [contactOpen, setContactOpen] = useState(false)
  const [reviewsDealer, setReviewsDealer] = useState<Dealer | null>(null)
  const [reviewsOpen, setReviewsOpen] = useState(false)
  const [changeOpen, setChangeOpen] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const pageSize = usePageSize()
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const seq = useRef(0)
  const inputRef = useRef<HTMLInputElement>(null)

  const cardOptions: DealerCardOptions = {
    infoMode,
    leasedNumbers: isCallNowPage(pathname, settings.callNowPages),
    primaryActionLabel: bookingButtonLabel(pathname, settings.contactDealerCampaignPaths),
  }

  /**
   * A city search: the API resolves "City, ST" itself (a Canadian city's FSA alone is not a
   * lookup code). US searches keep the place's ZIP in storage so other tools can read it.
   */
  const searchPlace = useCallback((place: Place) => {
    const label = `${place.city}, ${place.state}`
    storeZip(place.country === 'US' ? place.postalCode : label)
    setSearch({ zipcode: label, near: label, seq: ++seq.current })
  }, [])

  /** Runs a search from what the visitor typed; returns an error message when there is nothing to search. */
  const runSearch = useCallback(async (raw: string): Promise<string | undefined> => {
    const input = classifySearchInput(raw)
    setCandidates([])
    if (input.kind === 'empty' || input.kind === 'invalidPostalCode') return input.message
    if (input.kind === 'postalCode') {
      storeZip(input.zipcode)
      setSearch({ zipcode: input.zipcode, near: input.zipcode, seq: ++seq.current })
      return undefined
    }
    const resolved = await resolvePlace(input.query)
    if (resolved.kind === 'place') {
      searchPlace(resolved.place)
      return undefined
    }
    if (resolved.kind === 'ambiguous') {
      setCandidates(resolved.candidates.slice(0, 8))
      return LOCATOR_MESSAGES.ambiguousPlace
    }
    if (resolved.kind === 'invalid') return resolved.message
    return LOCATOR_MESSAGES.placeNotFound
  }, [searchPlace])

  // First render: the info-mode flag, then the zip from ?zipcode= or local storage, or the single dealer.
  useEffect(() => {
    if (localInfoModeFlag()) setInfoMode(true)
    if (singleDealerMode) return
    const fromUrl = new URLSearchParams(window.location.search).get('zipcode')
    const initial = clearLeadingWhitespace(fromUrl ?? readStoredZip()).trim()
    if (!initial) return
    setInput(initial)
    void runSearch(initial).then(setInputError)
  }, [singleDealerMode, runSearch])

  // Single-dealer mode: one dealer by the configured company id.
  useEffect(() => {
    const companyId = settings.singleDealerCompanyId
    if (companyId === null) return
    const controller = new AbortController()
    void lookupDealer(companyId, controller.signal).then((dealer) => {
      if (controller.signal.aborted) return
      setDealers(dealer ? [dealer] : [])
      setLoaded(true)
    })
    return () => controller.abort()
  }, [settings.singleDealerCompanyId])

  // Spec section 4, dealer search: clear, start the 10 s timer, fetch, set the loaded flag either way.
  useEffect(() => {
    if (!search) return
    setDealers([])
    setNearby([])
    setLoaded(false)
    setSelected(null)
    setPage(1)
    setAnnouncement(`Searching for dealers near ${search.near}`)
    const controller = new AbortController()
    const timer = setTimeout(() => setLoaded(true), LOADED_FLAG_TIMEOUT_MS)
    void searchDealers({ zipcode: search.zipcode, brand: settings.brandCode, infoMode, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return
      // A response that does not match its shape leaves the list unchanged (result.response is then absent).
      if (result.response) {
        setDealers(shuffleBuckets(result.response.dealers, result.response.randomizeBuckets, Math.random))
        setNearby(result.response.nearby)
      }
      setLoaded(true)
    })
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [search, infoMode, settings.brandCode])

  const filtered = useMemo(() => applyDealerFilters(dealers, filters), [dealers, filters])
  const positioned = useMemo(() => filtered.map((dealer, i) => ({ dealer, position: i + 1 })), [filtered])
  const current = paginate(positioned, page, pageSize)
  const hasDealers = dealers.length > 0
  const showNoDealers = !singleDealerMode && search !== null && loaded && !hasDealers

  // Screen-reader announcement of the outcome.
  useEffect(() => {
    if (!search || !loaded) return
    setAnnouncement(hasDealers ? dealerCountLine(filtered.length, search.near) : noDealersHeading(search.near))
  }, [search, loaded, hasDealers, filtered.length])

  function toggleFilter(key: DealerFilterKey) {
    setFilters((previous) => {
      const next = new Set(previous)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
    setPage(1)
    setSelected(null)
  }

  function goToPage(next: number) {
    setPage(next)
    setAnnouncement(`Page ${next} of ${current.pageCount}`)
    resultsHeading.current?.focus()
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = await runSearch(input)
    setInputError(problem)
    if (problem) inputRef.current?.focus()
  }

  function openContact(dealer: Dealer, position: number) {
    setContact({ dealer, position })
    setContactOpen(true)
  }

  function openReviews(dealer: Dealer) {
    setReviewsDealer(dealer)
    setReviewsOpen(true)
  }

  const cardHandlers = { onContact: openContact, onShowReviews: openReviews }
  const headingId = `${uid}-results`
  const inputId = `${uid}-zip`
  const errorId = `${uid}-zip-error`

  return (
    <section className="locator container" aria-labelledby={`${uid}-title`} data-block-id={blockId ?? undefined}>
      <h1 className="locator__title" id={`${uid}-title`}>
        {title}
      </h1>
      {intro ? <p className="locator__intro">{intro}</p> : null}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="locator-status">
        {announcement}
      </p>

      {!singleDealerMode ? (
        <div className="locator__toolbar">
          <form className="locator__search" role="search" noValidate onSubmit={onSubmit}>
            <label htmlFor={inputId} className="locator__label">
              Zip or postal code
            </label>
            <div className="locator__search-row">
              <input
                ref={inputRef}
                id={inputId}
                name="zipcode"
                className="form-field__input locator__input"
                autoComplete="postal-code"
                placeholder="Enter zip, postal code or city"
                value={input}
                aria-invalid={inputError ? true : undefined}
                aria-describedby={inputError ? errorId : undefined}
                onChange={(event) => {
                  setInput(clearLeadingWhitespace(event.target.value))
                  setInputError(undefined)
                }}
              />
              <button type="submit" className="btn btn--bg-baby-blue btn--radius-full btn--width-fit">
                Search
              </button>
            </div>
            {inputError ? (
              <p id={errorId} className="field-error" role="alert" data-testid="locator-error">
                {inputError}
              </p>
            ) : null}
            {candidates.length ? (
              <ul className="locator__candidates" aria-label="Matching places">
                {candidates.map((place) => {
                  const label = `${place.city}, ${place.state}`
                  return (
                    <li key={`${label}-${place.postalCode}`}>
                      <button
                        type="button"
                        className="locator__candidate"
                        onClick={() => {
                          setInput(label)
                          setInputError(undefined)
                          setCandidates([])
                          searchPlace(place)
                        }}
                      >
                        {label}
                      </button>
                    </li>
                  )
                })}
              </ul>
            ) : null}
          </form>
          <div className="locator__controls">
            <FilterDropdown checked={filters} onToggle={toggleFilter} />
            <div className="locator__view-toggle" role="group" aria-label="View">
              <button type="button" aria-pressed={view === 'list'} disabled={!hasDealers} onClick={() => setView('list')}>
                List
              </button>
              <button type="button" aria-pressed={view === 'map'} disabled={!hasDealers} onClick={() => setView('map')}>
                Map
              </button>
            </div>
          </div>
        </div>
      ) : null}

      <div className="locator__results">
        {search && !loaded ? (
          <p className="locator__loading">
            <Spinner label="Searching" /> {`Searching for dealers near ${search.near}...`}
          </p>
        ) : null}

        {!singleDealerMode && search && hasDealers ? (
          <div className="locator__summary">
            <h2 className="locator__count" id={headingId} ref={resultsHeading} tabIndex={-1} data-testid="locator-count">
              {dealerCountLine(filtered.length, search.near)}
            </h2>
            <button type="button" className="locator__change" onClick={() => setChangeOpen(true)}>
              Change location
            </button>
          </div>
        ) : null}

        {showNoDealers ? (
          <NoDealers
            near={search.near}
            nearby={nearby}
            supportPhone={settings.supportPhone}
            supportHours={settings.supportHours}
            headingId={`${uid}-none`}
            onSearchNearby={(postalCode) => {
              setInput(postalCode)
              setInputError(undefined)
              void runSearch(postalCode).then(setInputError)
            }}
          />
        ) : null}

        {singleDealerMode && loaded && !hasDealers ? <p>This dealer is not available right now.</p> : null}

        {hasDealers && (view === 'list' || singleDealerMode) ? (
          <>
            <DealerGrid items={current.items} options={cardOptions} {...cardHandlers} />
            <Pagination page={current.page} pageCount={current.pageCount} onPage={goToPage} />
          </>
        ) : null}

        {hasDealers && view === 'map' && !singleDealerMode ? (
          <div className="locator__map-view">
            <DealerMap
              dealers={positioned}
              selectedId={selected?.dealer.data.companyID}
              onSelect={(dealer, position) => setSelected({ dealer, position })}
              styleUrl={mapStyleUrl}
            />
            <div className="locator__map-card" aria-live="polite">
              {selected ? (
                <DealerCard dealer={selected.dealer} position={selected.position} options={cardOptions} {...cardHandlers} />
              ) : (
                <p className="locator__map-prompt">{LOCATOR_MESSAGES.selectDealerOnMap}</p>
              )}
            </div>
          </div>
        ) : null}
      </div>

      <ContactDealerModal
        open={contactOpen}
        onOpenChange={setContactOpen}
        dealer={contact?.dealer ?? null}
        position={contact?.position}
        zipcode={search?.zipcode}
        privacyPolicyUrl={settings.privacyPolicyUrl}
        supportPhone={settings.supportPhone}
      />
      <ReviewsModal dealer={reviewsDealer} open={reviewsOpen} onOpenChange={setReviewsOpen} />
      {!singleDealerMode ? (
        <ChangeLocationModal
          open={changeOpen}
          onOpenChange={setChangeOpen}
          initialValue={search?.zipcode ?? ''}
          onSubmit={async (value) => {
            const problem = await runSearch(value)
            if (!problem) setInput(value)
            return problem
          }}
        />
      ) : null}
    </section>
  )
}
