'use client'

import type { NearbyPlace } from '@/domain/dealers/dealerSchema'
import { FIND_A_DEALER_PATH, noDealersHeading } from '@/domain/dealers/locatorView'
import './dealers.css'
import { SupportLine } from './SupportLine'

export interface NoDealersProps {
  /** The searched zip (or place) as shown in the heading. */
  near: string
  nearby: readonly NearbyPlace[]
  supportPhone: string
  supportHours: string
  /** Runs a search in place instead of following the link (progressive enhancement). */
  onSearchNearby?: (postalCode: string) => void
  /** In the locator itself "Search again" puts the visitor in its ZIP box instead of reloading the same search. */
  onSearchAgain?: () => void
  headingId?: string
}

/** Spec section 8, "No dealers", plus links to the nearby covered places the API suggests. */
export function NoDealers({ near, nearby, supportPhone, supportHours, onSearchNearby, onSearchAgain, headingId }: NoDealersProps) {
  return (
    <section className="no-dealers" data-testid="no-dealers" aria-labelledby={headingId}>
      <h2 className="no-dealers__title" id={headingId}>
        {noDealersHeading(near)}
      </h2>
      <p>
        The zip code may be incorrect, or there may be no dealers servicing this area yet. Try expanding your search to
        nearby zip codes and cities.
      </p>
      {nearby.length ? (
        <>
          <h3 className="no-dealers__subtitle">Nearby areas with dealers</h3>
          <ul className="no-dealers__nearby">
            {nearby.map((place) => (
              <li key={`${place.postalCode}-${place.city}`}>
                <a
                  href={`${FIND_A_DEALER_PATH}?zipcode=${encodeURIComponent(place.postalCode)}`}
                  onClick={(event) => {
                    if (!onSearchNearby) return
                    event.preventDefault()
                    onSearchNearby(place.postalCode)
                  }}
                >
                  {`${place.city}, ${place.state} ${place.postalCode}`}
                </a>{' '}
                <span className="no-dealers__distance">{`(${Math.round(place.distanceMiles)} miles away)`}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <a
          href={FIND_A_DEALER_PATH}
          onClick={(event) => {
            if (!onSearchAgain) return
            event.preventDefault()
            onSearchAgain()
          }}
        >
          Search again on Find a Dealer
        </a>
      </p>
      <SupportLine phone={supportPhone} hours={supportHours} track="No dealers found: call" />
    </section>
  )
}
