'use client'

import { usePathname } from 'next/navigation'
import { useId, useMemo, useState } from 'react'
import type { DealerCardOptions } from '@/components/dealers/DealerCard'
import { useDealerModals } from '@/components/dealers/DealerModals'
import { FilterDropdown } from '@/components/dealers/FilterDropdown'
import { useDealerSearch, useInfoMode } from '@/components/dealers/useDealerSearch'
import { applyDealerFilters, BOOK_ONLINE_LABEL, CONTACT_DEALER_LABEL, isBookOnlinePage, isCallNowPage, type DealerFilterKey } from '@/domain/dealers/cardLabels'
import type { LocatorAnswer } from '@/domain/dealers/locatorAnswer'
import { dealerCountLine, LOCATOR_MESSAGES, noDealersHeading } from '@/domain/dealers/locatorView'
import { LocatorModals } from './Modals'
import { LocatorResults } from './Results'
import { LocatorSearchForm } from './SearchForm'
import { useDealerOrder, usePageSize, useSingleDealer } from './useLocatorHelpers'
import { orderDealers } from '@/domain/dealers/dealerOrder'
import { useHydratedAttribute } from '@/components/ui/hydration'

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
  /** A linked search the server answered (the page was rendered for `?zipcode=`). */
  linked?: LocatorAnswer
}

/** The find-a-dealer page: search form, results (list or map) and dialogs, over one useDealerSearch. */
export function DealerLocator({ title, intro, settings, mapStyleUrl, blockId, linked }: DealerLocatorProps) {
  const hydrated = useHydratedAttribute()
  const uid = useId()
  const pathname = usePathname() ?? '/'
  const singleDealerMode = settings.singleDealerCompanyId !== null
  const infoMode = useInfoMode(settings.infoMode)
  const search = useDealerSearch({ brandCode: settings.brandCode, infoMode, withUrl: !singleDealerMode, answered: singleDealerMode ? undefined : linked })
  const single = useSingleDealer(settings.singleDealerCompanyId)
  const modals = useDealerModals()
  const pageSize = usePageSize()
  const [filters, setFilters] = useState<Set<DealerFilterKey>>(() => new Set())
  const [view, setView] = useState<'list' | 'map'>('list')
  const [changeOpen, setChangeOpen] = useState(false)
  const [pageNote, setPageNote] = useState<{ seq: number; text: string } | null>(null)

  const source = singleDealerMode ? single : search
  const [order, setOrder] = useDealerOrder()
  const origin = singleDealerMode ? undefined : search.origin
  const dealers = useMemo(
    () => orderDealers(applyDealerFilters(source.dealers, filters), order, origin),
    [source.dealers, filters, order, origin],
  )
  const hasDealers = source.dealers.length > 0
  const request = singleDealerMode ? null : search.request

  const bookOnline = isBookOnlinePage(pathname, settings.contactDealerCampaignPaths)
  const cardOptions: DealerCardOptions = {
    infoMode,
    leasedNumbers: isCallNowPage(pathname, settings.callNowPages),
    primaryActionLabel: bookOnline ? BOOK_ONLINE_LABEL : CONTACT_DEALER_LABEL,
  }

  // What a screen reader hears: the search under way, its outcome, or the page just chosen.
  let announcement = ''
  if (request && !search.loaded) announcement = `Searching for dealers near ${request.near}`
  else if (request && pageNote?.seq === request.seq) announcement = pageNote.text
  else if (request && !hasDealers && !singleDealerMode && search.failed) announcement = LOCATOR_MESSAGES.dealersUnavailable
  else if (request) announcement = hasDealers ? dealerCountLine(dealers.length, request.near) : noDealersHeading(request.near)

  function toggleFilter(key: DealerFilterKey) {
    setFilters((previous) => {
      const next = new Set(previous)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  }

  return (
    <section className="locator container" aria-labelledby={`${uid}-title`} data-block-id={blockId ?? undefined} {...hydrated}>
      <h1 className="locator__title" id={`${uid}-title`}>
        {title}
      </h1>
      {intro ? <p className="locator__intro">{intro}</p> : null}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="locator-status">
        {announcement}
      </p>

      {!singleDealerMode ? (
        <div className="locator__toolbar">
          <LocatorSearchForm search={search} uid={uid} />
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
        <LocatorResults
          // A new search, filter or order starts again at page 1 with nothing selected.
          key={`${request?.seq ?? 0}:${[...filters].join(',')}:${order}`}
          uid={uid}
          request={request}
          loaded={source.loaded}
          failed={singleDealerMode ? false : search.failed}
          onRetry={() => void search.retry()}
          onSearchAgain={() => {
            const box = document.getElementById(`${uid}-zip`)
            if (!(box instanceof HTMLInputElement)) return
            box.focus()
            box.select()
          }}
          dealers={dealers}
          hasDealers={hasDealers}
          nearby={search.nearby}
          origin={origin}
          order={order}
          onOrder={setOrder}
          singleDealerMode={singleDealerMode}
          view={view}
          pageSize={pageSize}
          cardOptions={cardOptions}
          modals={modals}
          supportPhone={settings.supportPhone}
          supportHours={settings.supportHours}
          mapStyleUrl={mapStyleUrl}
          onChangeLocation={() => setChangeOpen(true)}
          onSearchNearby={(postalCode) => void search.run(postalCode)}
          onPageAnnounced={(text) => setPageNote(request ? { seq: request.seq, text } : null)}
        />
      </div>

      <LocatorModals
        modals={modals}
        search={search}
        settings={settings}
        changeOpen={changeOpen}
        onChangeOpen={setChangeOpen}
        singleDealerMode={singleDealerMode}
        bookOnline={bookOnline}
      />
    </section>
  )
}
