'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { Spinner } from '@/components/ui/Spinner'
import { StarRating } from '@/components/ui/StarRating'
import { isCustomerCareDealer } from '@/domain/dealers/cardLabels'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerProfilePath } from '@/domain/dealers/dealerSlug'
import { dealerDisplayName, LOCATOR_MESSAGES } from '@/domain/dealers/locatorView'
import { leaseRequestBody } from '@/domain/dealers/leasedNumber'
import { telHref } from '@/domain/address/telHref'
import { shouldShowRating } from '@/domain/dealers/starRating'
import { LEAD_UI_TEXT } from '@/domain/leads/messages'
import { requestLeasedNumber, trackingSessionId } from '@/lib/dealersClient'
import { distanceSpoken } from '@/domain/dealers/distance'
import { DealerAddressLines } from './DealerAddressLines'
import { DealerBadges } from './DealerBadges'
import { RefrigerantTooltip } from './RefrigerantTooltip'
import './dealers.css'

export interface DealerCardOptions {
  /** Info mode hides ratings (SiteSettings or the local-storage flag). */
  infoMode: boolean
  /** On the call-now pages Call Now asks /api/whodis for a leased tracking number. */
  leasedNumbers: boolean
  /** "Book Online", or "Contact Dealer" on the campaign paths (bookingButtonLabel). */
  primaryActionLabel: string
}

export interface DealerCardProps {
  dealer: Dealer
  /** 1-based position in the list (analytics card_position). */
  position: number
  options: DealerCardOptions
  /** How far the dealer is from the searched place ("4.2 mi"); see domain/dealers/distance.ts. */
  distance?: string
  /** Opens the contact modal; without it the primary action is not shown. */
  onContact?: (dealer: Dealer, position: number, trigger: HTMLElement) => void
  /** Opens the reviews modal; without it the rating is not a button. */
  onShowReviews?: (dealer: Dealer, trigger: HTMLElement) => void
  /**
   * Connect-flow variant: a "Connect with Dealer" button that becomes a "Connected" success line.
   * Replaces the primary action when set.
   */
  connect?: {
    connected: boolean
    onConnect: (dealer: Dealer, position: number) => void
  }
  /** Anything else to render in the action row (replaces the primary action and connect button). */
  actions?: React.ReactNode
  /** Heading level of the dealer name; 3 in result grids. */
  headingLevel?: 2 | 3 | 4
  className?: string
}

type PhoneState = { kind: 'hidden' } | { kind: 'loading' } | { kind: 'shown'; number?: string }

export function DealerPhone({
  dealer,
  leased,
  idBase,
  asLink = false,
}: {
  dealer: Dealer
  leased: boolean
  idBase: string
  /** On the dealer card Call Now is the secondary action, styled as a link beside the primary button. */
  asLink?: boolean
}) {
  const [phone, setPhone] = useState<PhoneState>({ kind: 'hidden' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])
  const name = dealerDisplayName(dealer)

  async function reveal() {
    if (phone.kind !== 'hidden') return
    const body = leased ? leaseRequestBody(dealer, trackingSessionId(), window.location.href) : undefined
    if (!leased || !body) {
      // Not a call-now page, or a dealer without call tracking: its own number.
      setPhone({ kind: 'shown', number: dealer.data.phone1 })
      return
    }
    setPhone({ kind: 'loading' })
    abort.current = new AbortController()
    const number = await requestLeasedNumber(body, abort.current.signal)
    setPhone({ kind: 'shown', number })
  }

  const areaId = `${idBase}-phone`
  return (
    <div className={asLink ? 'dealer-card__phone dealer-card__phone--link' : 'dealer-card__phone'}>
      <button
        type="button"
        className={asLink ? 'dealer-card__call' : 'btn btn--bg-white btn--radius-full btn--width-full'}
        aria-expanded={phone.kind !== 'hidden'}
        aria-controls={areaId}
        data-track="Dealer card: call now"
        onClick={reveal}
      >
        Call Now
      </button>
      <div id={areaId} className="dealer-card__phone-area" aria-live="polite" hidden={phone.kind === 'hidden'}>
        {phone.kind === 'loading' ? <Spinner label="Getting the phone number" /> : null}
        {phone.kind === 'shown' ? (
          phone.number ? (
            <a
              href={telHref(phone.number)}
              className="dealer-card__phone-number"
              aria-label={`Call ${name} at ${phone.number}`}
              data-track="Dealer card: call"
            >
              {phone.number}
            </a>
          ) : (
            <span className="dealer-card__phone-number" data-testid="phone-na">
              {LOCATOR_MESSAGES.leasedNumberFailure}
            </span>
          )
        ) : null}
      </div>
    </div>
  )
}

export function DealerCard({
  dealer,
  position,
  options,
  distance,
  onContact,
  onShowReviews,
  connect,
  actions,
  headingLevel = 3,
  className,
}: DealerCardProps) {
  const d = dealer.data
  const name = dealerDisplayName(dealer)
  const idBase = `dealer-${d.companyID ?? position}`
  const Heading = `h${headingLevel}` as const
  const rating = shouldShowRating(dealer.metaData.total_review_count, options.infoMode)
  const customerCare = isCustomerCareDealer(d.dealerType)

  let action: React.ReactNode = null
  if (actions) action = actions
  else if (connect) {
    // Reading 50: "Connected" is a success (a check mark), not a button that looks disabled.
    action = connect.connected ? (
      <p className="dealer-card__connected" data-testid="dealer-connected">
        <svg className="dealer-card__connected-check" data-testid="connected-check" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {LEAD_UI_TEXT.connected}
      </p>
    ) : (
      <button
        type="button"
        className="btn btn--bg-baby-blue btn--radius-full btn--width-full"
        data-track="Dealer card: connect with dealer"
        onClick={() => connect.onConnect(dealer, position)}
      >
        {LEAD_UI_TEXT.connectWithDealer}
      </button>
    )
  } else if (onContact) {
    action = (
      <button
        type="button"
        className="btn btn--bg-baby-blue btn--radius-full dealer-card__primary"
        onClick={(event) => onContact(dealer, position, event.currentTarget)}
        aria-describedby={`${idBase}-name`}
        data-track={`Dealer card: ${options.primaryActionLabel}`}
      >
        {options.primaryActionLabel}
      </button>
    )
  }

  return (
    <article
      className={['dealer-card', customerCare ? 'dealer-card--cc' : '', className].filter(Boolean).join(' ')}
      data-testid="dealer-card"
      data-company-id={d.companyID}
      aria-labelledby={`${idBase}-name`}
    >
      {customerCare ? <p className="dealer-card__banner">Customer Care Dealer</p> : null}
      <div className="dealer-card__body">
        <Heading className="dealer-card__name" id={`${idBase}-name`}>
          <a href={dealerProfilePath(d)} data-track="Dealer card: dealer profile">
            {name}
          </a>
        </Heading>
        <div className="dealer-card__meta">
          {rating ? (
            onShowReviews ? (
              <button
                type="button"
                className="dealer-card__rating"
                data-track="Dealer card: reviews"
                onClick={(event) => onShowReviews(dealer, event.currentTarget)}
              >
                <StarRating rating={dealer.metaData.average_rating} reviewCount={dealer.metaData.total_review_count} />
                <span className="visually-hidden">{`: read reviews of ${name}`}</span>
              </button>
            ) : (
              <StarRating rating={dealer.metaData.average_rating} reviewCount={dealer.metaData.total_review_count} />
            )
          ) : null}
          {distance ? (
            <p className="dealer-card__distance" data-testid="dealer-distance">
              <span aria-hidden="true">{distance}</span>
              <span className="visually-hidden">{distanceSpoken(distance)}</span>
            </p>
          ) : null}
        </div>
        <address className="dealer-card__address">
          <DealerAddressLines dealer={dealer} />
        </address>
        <div className="dealer-card__extras">
          <DealerBadges data={d} />
          <p className="dealer-card__refrigerant">
            Next-generation refrigerant ready
            <RefrigerantTooltip />
          </p>
        </div>
      </div>
      {/* One primary action and Call Now as a link beside it (issue 42: three cards to a phone screen). */}
      <div className="dealer-card__actions">
        {action}
        <DealerPhone dealer={dealer} leased={options.leasedNumbers} idBase={idBase} asLink />
      </div>
    </article>
  )
}
