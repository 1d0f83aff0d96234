'use client'

import type { DealerCardOptions } from '@/components/dealers/DealerCard'
import { DealerCard } from '@/components/dealers/DealerCard'
import { DealerModals, useDealerModals } from '@/components/dealers/DealerModals'
import { DealersUnavailable } from '@/components/dealers/DealersUnavailable'
import { NoDealers } from '@/components/dealers/NoDealers'
import type { DealerSearch } from '@/components/dealers/useDealerSearch'
import { Carousel } from '@/components/ui/Carousel'
import { BOOK_ONLINE_LABEL } from '@/domain/dealers/cardLabels'
import { dealerDistanceLabel } from '@/domain/dealers/distance'
import { dealerCountLine, FIND_A_DEALER_PATH } from '@/domain/dealers/locatorView'

/** Spec section 9: 3 slides per view on desktop, 1 on tablet and mobile; no autoplay, no loop. */
const PER_VIEW = { mobile: 1, tablet: 1, desktop: 3 }
/** Ours: the carousel shows the best 12 dealers; "See all dealers" opens the locator with the rest. */
export const CAROUSEL_MAX_DEALERS = 12

/**
 * What a search answered: the dealers as sliding cards with their contact and reviews dialogs, or
 * the no-dealers card. A chunk of its own (the carousel library, the cards, the dialogs), fetched when
 * the visitor first uses the search form or a stored ZIP searches on load.
 */
export function DealerCarouselResults({
  search,
  options,
  supportPhone,
  supportHours,
  privacyPolicyUrl,
}: {
  search: Pick<DealerSearch, 'request' | 'dealers' | 'origin' | 'nearby' | 'failed' | 'retry'> & { request: NonNullable<DealerSearch['request']> }
  options: DealerCardOptions
  supportPhone: string
  supportHours: string
  privacyPolicyUrl: string
}) {
  const modals = useDealerModals()
  const { request, dealers } = search
  return (
    <>
      {dealers.length > 0 ? (
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
      ) : search.failed ? (
        <DealersUnavailable supportPhone={supportPhone} supportHours={supportHours} onRetry={() => void search.retry()} />
      ) : (
        <NoDealers near={request.near} nearby={search.nearby} supportPhone={supportPhone} supportHours={supportHours} />
      )}
      <DealerModals
        modals={modals}
        zipcode={request.zipcode}
        privacyPolicyUrl={privacyPolicyUrl}
        supportPhone={supportPhone}
        bookOnline={options.primaryActionLabel === BOOK_ONLINE_LABEL}
      />
    </>
  )
}
