'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { lazy, Suspense, useId } from 'react'
import type { DealerCardOptions } from '@/components/dealers/DealerCard'
import { PlaceCandidates } from '@/components/dealers/PlaceCandidates'
import { useDealerSearch, useInfoMode } from '@/components/dealers/useDealerSearch'
import { Spinner } from '@/components/ui/Spinner'
import { bookingButtonLabel, isCallNowPage } from '@/domain/dealers/cardLabels'
import { clearLeadingWhitespace, FIND_A_DEALER_PATH } from '@/domain/dealers/locatorView'
import { GEO_MESSAGES } from '@/domain/geo/messages'
import { useHydratedAttribute } from '@/components/ui/hydration'

// The answer's part (the carousel library, the dealer cards, their dialogs) is its own chunk, fetched
// once the visitor starts using the search form (focus, pointer or touch on it) or a search runs, so
// the page's first load carries only the form.
let results: Promise<typeof import('./Results.client')> | null = null
const loadResults = () => (results ??= import('./Results.client'))
const DealerCarouselResults = lazy(() => loadResults().then((m) => ({ default: m.DealerCarouselResults })))

export interface DealerCarouselSettings {
  brandCode: string
  supportPhone: string
  supportHours: string
  privacyPolicyUrl: string
  callNowPages: string[]
  contactDealerCampaignPaths: string[]
  infoMode: boolean
}

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
  const { request, loaded, problem } = search
  const loading = request !== null && !loaded

  // The input is uncontrolled: text typed before this code has loaded stays in it, and the form is a
  // plain GET to the locator until then, so Enter in that moment still finds dealers.
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void loadResults()
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
      <form
        className="dealer-carousel__search"
        role="search"
        noValidate
        action={FIND_A_DEALER_PATH}
        method="get"
        onSubmit={onSubmit}
        onFocus={() => void loadResults()}
        onPointerEnter={() => void loadResults()}
        onTouchStart={() => void loadResults()}
      >
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
        {loaded && request ? (
          <Suspense fallback={<Spinner label="Searching for dealers" />}>
            <DealerCarouselResults
              search={{ ...search, request }}
              options={options}
              supportPhone={settings.supportPhone}
              supportHours={settings.supportHours}
              privacyPolicyUrl={settings.privacyPolicyUrl}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  )
}
