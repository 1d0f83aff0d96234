'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import type { DealerCardOptions } from '@/components/dealers/DealerCard'
import { DealerGrid } from '@/components/dealers/DealerGrid'
import type { DealerModalsController } from '@/components/dealers/DealerModals'
import { DealersUnavailable } from '@/components/dealers/DealersUnavailable'
import { NoDealers } from '@/components/dealers/NoDealers'
import { Pagination } from '@/components/dealers/Pagination'
import { Spinner } from '@/components/ui/Spinner'
import type { Dealer, NearbyPlace } from '@/domain/dealers/dealerSchema'
import { dealerDistanceLabel, type SearchOrigin } from '@/domain/dealers/distance'
import { dealerCountLine } from '@/domain/dealers/locatorView'
import { paginate } from '@/domain/dealers/pagination'
import type { DealerSearchRequest } from '@/components/dealers/useDealerSearch'
import { DealerMap, LocatorMapView } from './MapView'
import { useSideBySide } from './useLocatorHelpers'
import { DEALER_ORDER_LABELS, DEALER_ORDERS, type DealerOrder, parseDealerOrder } from '@/domain/dealers/dealerOrder'

export interface LocatorResultsProps {
  uid: string
  request: DealerSearchRequest | null
  loaded: boolean
  /** Reading 53: the search failed; shows "could not load" with Retry instead of "no dealers". */
  failed?: boolean
  onRetry: () => void
  onSearchAgain: () => void
  /** The whole (filtered) list; this view pages it. */
  dealers: readonly Dealer[]
  hasDealers: boolean
  nearby: readonly NearbyPlace[]
  origin?: SearchOrigin
  /** Reading 49: the list's order, stated and changeable. */
  order: DealerOrder
  onOrder: (order: DealerOrder) => void
  singleDealerMode: boolean
  view: 'list' | 'map'
  pageSize: number
  cardOptions: DealerCardOptions
  modals: DealerModalsController
  supportPhone: string
  supportHours: string
  mapStyleUrl?: string
  onChangeLocation: () => void
  onSearchNearby: (postalCode: string) => void
  onPageAnnounced: (text: string) => void
}

/** What a search shows: loading line, count, cards and pages, the map, or "no dealers". Keyed by search. */
export function LocatorResults(props: LocatorResultsProps) {
  const { uid, request, loaded, dealers, hasDealers, singleDealerMode, view, cardOptions, modals } = props
  const [page, setPage] = useState(1)
  const [selectedId, setSelectedId] = useState<number | undefined>()
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const sideBySide = useSideBySide()
  const showSideMap = sideBySide && view === 'list' && !singleDealerMode && hasDealers

  const positioned = useMemo(
    () => dealers.map((dealer, i) => ({ dealer, position: i + 1, distance: dealerDistanceLabel(props.origin, dealer.location) })),
    [dealers, props.origin],
  )
  const current = paginate(positioned, page, props.pageSize)
  const showFailure = !singleDealerMode && request !== null && loaded && !hasDealers && props.failed === true
  const showNoDealers = !singleDealerMode && request !== null && loaded && !hasDealers && !showFailure

  const home = props.origin && request ? { lat: props.origin.lat, lon: props.origin.lon, label: request.near } : undefined

  // A pin chosen on the map beside the list: its card is brought into view (it is on the page shown by then).
  useEffect(() => {
    if (!showSideMap || selectedId === undefined) return
    list.current?.querySelector(`[data-company-id="${selectedId}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [showSideMap, selectedId, page])

  function choosePin(companyId: number | undefined) {
    setSelectedId(companyId)
    const position = positioned.find(({ dealer }) => dealer.data.companyID === companyId)?.position
    if (position !== undefined) setPage(Math.ceil(position / props.pageSize))
  }

  function goToPage(next: number) {
    setPage(next)
    props.onPageAnnounced(`Page ${next} of ${current.pageCount}`)
    heading.current?.focus()
  }

  return (
    <>
      {request && !loaded ? (
        <p className="locator__loading">
          <Spinner label="Searching" /> {`Searching for dealers near ${request.near}...`}
        </p>
      ) : null}

      {!singleDealerMode && request && hasDealers ? (
        <div className="locator__summary">
          <h2 className="locator__count" id={`${uid}-results`} ref={heading} tabIndex={-1} data-testid="locator-count">
            {dealerCountLine(dealers.length, request.near)}
          </h2>
          <button type="button" className="locator__change" onClick={props.onChangeLocation}>
            Change location
          </button>
          {props.origin ? (
            <label className="locator__order">
              <span>Sorted by:</span>
              <select
                value={props.order}
                data-testid="locator-order"
                onChange={(event) => props.onOrder(parseDealerOrder(event.currentTarget.value))}
              >
                {DEALER_ORDERS.map((order) => (
                  <option key={order} value={order}>
                    {DEALER_ORDER_LABELS[order]}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}

      {showNoDealers ? (
        <NoDealers
          near={request.near}
          nearby={props.nearby}
          supportPhone={props.supportPhone}
          supportHours={props.supportHours}
          headingId={`${uid}-none`}
          onSearchNearby={props.onSearchNearby}
          onSearchAgain={props.onSearchAgain}
        />
      ) : null}

      {showFailure ? (
        <DealersUnavailable
          supportPhone={props.supportPhone}
          supportHours={props.supportHours}
          headingId={`${uid}-failed`}
          onRetry={props.onRetry}
        />
      ) : null}

      {singleDealerMode && loaded && !hasDealers ? <p>This dealer is not available right now.</p> : null}

      {hasDealers && (view === 'list' || singleDealerMode) ? (
        // From 1024 px the list scrolls beside a sticky map of every dealer (issue 42); the map's
        // box is in the page from the start (CSS), so nothing moves when the map arrives.
        <div className={singleDealerMode ? undefined : 'locator__split'}>
          <div className="locator__split-list" ref={list}>
            <DealerGrid items={current.items} selectedId={showSideMap ? selectedId : undefined} options={cardOptions} {...modals.handlers} />
            <Pagination page={current.page} pageCount={current.pageCount} onPage={goToPage} />
          </div>
          {!singleDealerMode ? (
            <div className="locator__split-map" data-testid="locator-side-map">
              {showSideMap ? <DealerMap dealers={positioned} home={home} selectedId={selectedId} onSelect={(dealer) => choosePin(dealer.data.companyID)} styleUrl={props.mapStyleUrl} /> : null}
            </div>
          ) : null}
        </div>
      ) : null}

      {hasDealers && view === 'map' && !singleDealerMode ? (
        <LocatorMapView
          uid={uid}
          dealers={positioned}
          selectedId={selectedId}
          onSelect={setSelectedId}
          cardOptions={cardOptions}
          modals={modals}
          mapStyleUrl={props.mapStyleUrl}
          home={home}
        />
      ) : null}
    </>
  )
}
