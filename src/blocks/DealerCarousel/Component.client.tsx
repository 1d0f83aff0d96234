'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { ContactDealerModal } from '@/components/dealers/ContactDealerModal'
import { DealerCard, type DealerCardOptions } from '@/components/dealers/DealerCard'
import { NoDealers } from '@/components/dealers/NoDealers'
import { ReviewsModal } from '@/components/dealers/ReviewsModal'
import { Carousel } from '@/components/ui/Carousel'
import { Spinner } from '@/components/ui/Spinner'
import { bookingButtonLabel, isCallNowPage } from '@/domain/dealers/cardLabels'
import type { Dealer, NearbyPlace } from '@/domain/dealers/dealerSchema'
import { classifySearchInput, clearLeadingWhitespace, dealerCountLine } from '@/domain/dealers/locatorView'
import { shuffleBuckets } from '@/domain/dealers/searchDealers'
import { GEO_MESSAGES } from '@/domain/geo/createGeoIndex'
import { LOCAL_ZIPCODE_KEY } from '@/domain/leads/userProfile'
import { localInfoModeFlag, resolvePlace, searchDealers } from '@/lib/dealersClient'

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

type Results = { near: string; zipcode: string; dealers: Dealer[]; nearby: NearbyPlace[] }

export function DealerCarouselClient({
  title,
  subtitle,
  settings,
}: {
  title: string
  subtitle?: string | null
  settings: DealerCarouselSettings
}) {
  const uid = useId()
  const pathname = usePathname() ?? '/'
  const [value, setValue] = useState('')
  const inputEl = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | undefined>()
  const [loading, setLoading] = useState(false)
  const [results, setResults] = useState<Results | null>(null)
  const [infoMode, setInfoMode] = useState(settings.infoMode)
  const [contact, setContact] = useState<{ dealer: Dealer; position: number } | null>(null)
  const [contactOpen, setContactOpen] = useState(false)
  const [reviewsDealer, setReviewsDealer] = useState<Dealer | null>(null)
  const [reviewsOpen, setReviewsOpen] = useState(false)
  const controller = useRef<AbortController | null>(null)

  async function run(raw: string): Promise<string | undefined> {
    const input = classifySearchInput(raw)
    if (input.kind === 'empty') return GEO_MESSAGES.required
    if (input.kind === 'invalidPostalCode') return input.message
    let zipcode: string
    let near: string
    if (input.kind === 'postalCode') {
      zipcode = input.zipcode
      near = input.zipcode
    } else {
      const resolved = await resolvePlace(input.query)
      if (resolved.kind === 'invalid') return resolved.message
      const place = resolved.kind === 'place' ? resolved.place : resolved.kind === 'ambiguous' ? resolved.candidates[0] : undefined
      if (!place) return 'We could not find that place. Please enter a zip or postal code.'
      near = `${place.city}, ${place.state}`
      // The API resolves "City, ST" itself; a Canadian city's FSA alone is not a lookup code.
      zipcode = near
    }
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setLoading(true)
    const result = await searchDealers({ zipcode, brand: settings.brandCode, infoMode, signal: current.signal })
    if (current.signal.aborted) return undefined
    setLoading(false)
    setResults({
      near,
      zipcode,
      dealers: result.response ? shuffleBuckets(result.response.dealers, result.response.randomizeBuckets, Math.random) : [],
      nearby: result.response?.nearby ?? [],
    })
    if (/^\d{5}(-\d{4})?$/.test(zipcode)) {
      try {
        window.localStorage.setItem(LOCAL_ZIPCODE_KEY, zipcode)
      } catch {
        // storage unavailable
      }
    }
    return undefined
  }

  useEffect(() => {
    if (localInfoModeFlag()) setInfoMode(true)
    // This block's code loads a moment after its HTML shows: keep text typed in that moment.
    const typed = clearLeadingWhitespace(inputEl.current?.value ?? '')
    if (typed) setValue(typed)
  }, [])

  useEffect(() => () => controller.current?.abort(), [])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(await run(value))
  }

  const options: DealerCardOptions = {
    infoMode,
    leasedNumbers: isCallNowPage(pathname, settings.callNowPages),
    primaryActionLabel: bookingButtonLabel(pathname, settings.contactDealerCampaignPaths),
  }
  const inputId = `${uid}-q`
  const errorId = `${uid}-error`

  return (
    <section className="dealer-carousel container" aria-labelledby={`${uid}-title`} data-testid="dealer-carousel">
      <h2 id={`${uid}-title`} className="dealer-carousel__title">
        {title}
      </h2>
      {subtitle ? <p className="dealer-carousel__subtitle">{subtitle}</p> : null}
      <form className="dealer-carousel__search" role="search" noValidate onSubmit={onSubmit}>
        <label htmlFor={inputId} className="form-field__label">
          Enter Postal Code / City
        </label>
        <div className="dealer-carousel__row">
          <input
            ref={inputEl}
            id={inputId}
            className="form-field__input"
            value={value}
            autoComplete="postal-code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setValue(clearLeadingWhitespace(event.target.value))
              setError(undefined)
            }}
          />
          <button type="submit" className="btn btn--bg-baby-blue btn--radius-full btn--width-fit" disabled={loading}>
            {loading ? 'Loading...' : 'Search'}
          </button>
        </div>
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <div aria-live="polite" className="dealer-carousel__results">
        {loading ? <Spinner label="Searching for dealers" /> : null}
        {!loading && results && results.dealers.length > 0 ? (
          <>
            <p className="dealer-carousel__count">
              {dealerCountLine(results.dealers.length, results.near)}{' '}
              <a href={`/find-a-dealer/?zipcode=${encodeURIComponent(results.zipcode)}`}>See all dealers</a>
            </p>
            <Carousel
              label={`Dealers near ${results.near}`}
              perView={PER_VIEW}
              slides={results.dealers.slice(0, CAROUSEL_MAX_DEALERS).map((dealer, i) => ({
                key: dealer.data.companyID ?? i,
                content: (
                  <DealerCard
                    dealer={dealer}
                    position={i + 1}
                    options={options}
                    onContact={(d, position) => {
                      setContact({ dealer: d, position })
                      setContactOpen(true)
                    }}
                    onShowReviews={(d) => {
                      setReviewsDealer(d)
                      setReviewsOpen(true)
                    }}
                  />
                ),
              }))}
            />
          </>
        ) : null}
        {!loading && results && results.dealers.length === 0 ? (
          <NoDealers near={results.near} nearby={results.nearby} supportPhone={settings.supportPhone} supportHours={settings.supportHours} />
        ) : null}
      </div>
      <ContactDealerModal
        open={contactOpen}
        onOpenChange={setContactOpen}
        dealer={contact?.dealer ?? null}
        position={contact?.position}
        zipcode={results?.zipcode}
        privacyPolicyUrl={settings.privacyPolicyUrl}
        supportPhone={settings.supportPhone}
      />
      <ReviewsModal dealer={reviewsDealer} open={reviewsOpen} onOpenChange={setReviewsOpen} />
    </section>
  )
}
