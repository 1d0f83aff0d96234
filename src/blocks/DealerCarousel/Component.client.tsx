'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useId } from 'react'
import type { DealerCardOptions } from '@/components/dealers/DealerCard'
import { DealerCard } from '@/components/dealers/DealerCard'
import { DealerModals, useDealerModals } from '@/components/dealers/DealerModals'
import { FIND_A_DEALER_PATH, NoDealers } from '@/components/dealers/NoDealers'
import { PlaceCandidates } from '@/components/dealers/PlaceCandidates'
import { useDealerSearch, useInfoMode } from '@/components/dealers/useDealerSearch'
import { Carousel } from '@/components/ui/Carousel'
import { Spinner } from '@/components/ui/Spinner'
import { bookingButtonLabel, isCallNowPage } from '@/domain/dealers/cardLabels'
import { dealerDistanceLabel } from '@/domain/dealers/distance'
import { clearLeadingWhitespace, dealerCountLine } from '@/domain/dealers/locatorView'
import { GEO_MESSAGES } from '@/domain/geo/createGeoIndex'
import { useHydratedAttribute } from '@/components/ui/hydration'

export interface DealerCarouselSettings {
  brandCode: string
  supportPhone: string
  supportHours: string
  privacyPolicyUrl: string
  callNowPages: string[]
  contactDealerCampaignPaths: string[]
  infoMode: boolean
}

/** Spec section 9: 3 slides per view on desktop, 1 on tablet and mobile; no autoplay, no loop. */
const PER_VIEW = { mobile: 1, tablet: 1, desktop: 3 }
/** Ours: the carousel shows the best 12 dealers; "See all dealers" opens the locator with the rest. */
export const CAROUSEL_MAX_DEALERS = 12

export function DealerCarouselClient({
  title,
  subtitle,
  settings,
}: {
  title: string
  subtitle?: string | null
  settings: DealerCarouselSettings
}) {
  const hydrated = useHydratedAttribute()
  const uid = useId()
  const pathname = usePathname() ?? '/'
  const infoMode = useInfoMode(settings.infoMode)
  const search = useDealerSearch({ brandCode: settings.brandCode, infoMode, emptyMessage: GEO_MESSAGES.required })
  const modals = useDealerModals()
  const { request, loaded, dealers, problem } = search
  const loading = request !== null && !loaded

  // The input is uncontrolled: text typed before this code has loaded stays in it, and the form is a
  // plain GET to the locator until then, so Enter in that moment still finds dealers.
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('zipcode')
    await search.run(typeof typed === 'string' ? typed : '')
  }

  const options: DealerCardOptions = {
    infoMode,
    leasedNumbers: isCallNowPage(pathname, settings.callNowPages),
    primaryActionLabel: bookingButtonLabel(pathname, settings.contactDealerCampaignPaths),
  }
  const inputId = `${uid}-q`
  const errorId = `${uid}-error`

  return (
    <section className="dealer-carousel container" aria-labelledby={`${uid}-title`} data-testid="dealer-carousel" {...hydrated}>
      <h2 id={`${uid}-title`} className="dealer-carousel__title">
        {title}
      </h2>
      {subtitle ? <p className="dealer-carousel__subtitle">{subtitle}</p> : null}
      <form className="dealer-carousel__search" role="search" noValidate action={FIND_A_DEALER_PATH} method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="form-field__label">
          Enter Postal Code / City
        </label>
        <div className="dealer-carousel__row">
          <input
            id={inputId}
            name="zipcode"
            className="form-field__input"
            autoComplete="postal-code"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => {
              const cleared = clearLeadingWhitespace(event.target.value)
              if (cleared !== event.target.value) event.target.value = cleared
              search.clearProblem()
            }}
          />
          <button type="submit" className="btn btn--bg-baby-blue btn--radius-full btn--width-fit" disabled={loading}>
            {loading ? 'Loading...' : 'Search'}
          </button>
        </div>
        {problem ? (
          <p id={errorId} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <PlaceCandidates candidates={search.candidates} onChoose={(place) => void search.choose(place)} />
      </form>
      <div aria-live="polite" className="dealer-carousel__results">
        {loading ? <Spinner label="Searching for dealers" /> : null}
        {loaded && request && dealers.length > 0 ? (
          <>
            <p className="dealer-carousel__count">
              {dealerCountLine(dealers.length, request.near)}{' '}
              <a href={`${FIND_A_DEALER_PATH}?zipcode=${encodeURIComponent(request.zipcode)}`}>See all dealers</a>
            </p>
            <Carousel
              label={`Dealers near ${request.near}`}
              perView={PER_VIEW}
              slides={dealers.slice(0, CAROUSEL_MAX_DEALERS).map((dealer, i) => ({
                key: dealer.data.companyID ?? i,
                content: (
                  <DealerCard
                    dealer={dealer}
                    position={i + 1}
                    distance={dealerDistanceLabel(search.origin, dealer.location)}
                    options={options}
                    {...modals.handlers}
                  />
                ),
              }))}
            />
          </>
        ) : null}
        {loaded && request && dealers.length === 0 ? (
          <NoDealers near={request.near} nearby={search.nearby} supportPhone={settings.supportPhone} supportHours={settings.supportHours} />
        ) : null}
      </div>
      <DealerModals
        modals={modals}
        zipcode={request?.zipcode}
        privacyPolicyUrl={settings.privacyPolicyUrl}
        supportPhone={settings.supportPhone}
      />
    </section>
  )
}
