'use client'

import { useEffect, useRef, useState } from 'react'
import { DealerCard, type DealerCardOptions } from '@/components/dealers/DealerCard'
import { Carousel } from '@/components/ui/Carousel'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerDisplayName } from '@/domain/dealers/locatorView'
import { CURRENT_DEALER_CONSENT } from '@/domain/leads/consent'
import { CONNECT_GAP_PX, CONNECT_SWIPE_THRESHOLD_PX, connectConfirmText, dealerIdOf } from './connectFlow'

export interface ConnectCarouselProps {
  dealers: readonly Dealer[]
  options: DealerCardOptions
  privacyPolicyUrl: string
  isConnected: (dealerId: number | undefined) => boolean
  onConnect: (dealer: Dealer) => void
}

/**
 * The other dealers for the zip: 1 / 2 / 3 cards per page by width, 16 px gap, 30 px swipe, arrows and dots.
 * "Connect with Dealer" first names what is sent to whom; only "Send to {dealer}" sends (reading 50).
 */
export function ConnectCarousel({ dealers, options, privacyPolicyUrl, isConnected, onConnect }: ConnectCarouselProps) {
  const [confirming, setConfirming] = useState<number | undefined>()
  return (
    <Carousel
      label="Other dealers in your area"
      testId="connect-carousel"
      perView={{ mobile: 1, tablet: 2, desktop: 3 }}
      gapPx={CONNECT_GAP_PX}
      dragThreshold={CONNECT_SWIPE_THRESHOLD_PX}
      slides={dealers.map((dealer, index) => {
        const id = dealerIdOf(dealer)
        const connected = isConnected(id)
        const name = dealerDisplayName(dealer)
        return {
          key: dealerIdOf(dealer) ?? index,
          content: (
            <div className="connect__slide">
              <DealerCard
                dealer={dealer}
                position={index + 1}
                options={options}
                headingLevel={4}
                connect={{ connected, onConnect: () => setConfirming(id) }}
              />
              {!connected && confirming !== undefined && confirming === id ? (
                <ConfirmSend
                  dealerName={name}
                  onSend={() => {
                    setConfirming(undefined)
                    onConnect(dealer)
                  }}
                  onCancel={() => setConfirming(undefined)}
                />
              ) : null}
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

/** The confirm step: names the dealer and what is sent; the send button takes the focus when it appears. */
function ConfirmSend({ dealerName, onSend, onCancel }: { dealerName: string; onSend: () => void; onCancel: () => void }) {
  const send = useRef<HTMLButtonElement>(null)
  useEffect(() => send.current?.focus(), [])
  return (
    <div className="connect__confirm" role="group" aria-label={`Confirm sending to ${dealerName}`} data-testid="connect-confirm">
      <p className="connect__confirm-text">{connectConfirmText(dealerName)}</p>
      <div className="connect__confirm-actions">
        <button ref={send} type="button" className="btn btn--bg-baby-blue btn--radius-full" onClick={onSend}>
          Send to {dealerName}
        </button>
        <button type="button" className="btn btn--radius-full connect__confirm-cancel" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}
