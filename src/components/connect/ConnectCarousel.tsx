'use client'

import { DealerCard, type DealerCardOptions } from '@/components/dealers/DealerCard'
import { Carousel } from '@/components/ui/Carousel'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerDisplayName } from '@/domain/dealers/locatorView'
import { CURRENT_DEALER_CONSENT } from '@/domain/leads/consent'
import { CONNECT_GAP_PX, CONNECT_SWIPE_THRESHOLD_PX, dealerIdOf } from './connectFlow'

export interface ConnectCarouselProps {
  dealers: readonly Dealer[]
  options: DealerCardOptions
  privacyPolicyUrl: string
  isConnected: (dealerId: number | undefined) => boolean
  onConnect: (dealer: Dealer) => void
}

/** The other dealers for the zip: 1 / 2 / 3 cards per page by width, 16 px gap, 30 px swipe, arrows and dots. */
export function ConnectCarousel({ dealers, options, privacyPolicyUrl, isConnected, onConnect }: ConnectCarouselProps) {
  return (
    <Carousel
      label="Other dealers in your area"
      testId="connect-carousel"
      perView={{ mobile: 1, tablet: 2, desktop: 3 }}
      gapPx={CONNECT_GAP_PX}
      dragThreshold={CONNECT_SWIPE_THRESHOLD_PX}
      slides={dealers.map((dealer, index) => {
        const connected = isConnected(dealerIdOf(dealer))
        return {
          key: dealerIdOf(dealer) ?? index,
          content: (
            <div className="connect__slide">
              <DealerCard
                dealer={dealer}
                position={index + 1}
                options={options}
                headingLevel={4}
                connect={{ connected, onConnect: (d) => onConnect(d) }}
              />
              {connected ? null : (
                <p className="form-consent connect__consent" data-testid="dealer-consent">
                  {CURRENT_DEALER_CONSENT.segments({ dealerName: dealerDisplayName(dealer), privacyUrl: privacyPolicyUrl }).map(
                    (segment, i) =>
                      segment.href ? (
                        <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
                          {segment.text}
                          <span className="visually-hidden"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        <span key={i}>{segment.text}</span>
                      ),
                  )}
                </p>
              )}
            </div>
          ),
        }
      })}
    />
  )
}
