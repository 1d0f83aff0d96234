'use client'

import { useEffect, useRef } from 'react'
import { DealerCard, type DealerCardOptions } from '@/components/dealers/DealerCard'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerDisplayName } from '@/domain/dealers/locatorView'
import { LEAD_UI_TEXT, leadNextStepMessage } from '@/domain/leads/messages'
import { ConnectCarousel } from './ConnectCarousel'

/** Ours: the spec gives the three expectations, not their wording. */
export const CONGRATS_STEPS = [
  'The dealer reaches out to schedule an in-home visit.',
  'You receive a quote for your home.',
  'Once you confirm, your installation is scheduled.',
] as const

export function congratsReceivedText(dealerName: string | undefined): string {
  return `${dealerName || 'Your local dealer'} has received your request. Here is what to expect:`
}

export interface CongratsPanelProps {
  featured: Dealer | undefined
  others: readonly Dealer[]
  options: DealerCardOptions
  privacyPolicyUrl: string
  isConnected: (dealerId: number | undefined) => boolean
  onConnect: (dealer: Dealer) => void
  /** The request just sent (reading 51): its reference and Lead settings' contact window. */
  confirmation?: { reference: string; contactWindow?: string }
}

/** Shown in place of the call to action, it takes the focus to its heading when it appears. */
export function CongratsPanel({ featured, others, options, privacyPolicyUrl, isConnected, onConnect, confirmation }: CongratsPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="connect__congrats" aria-labelledby="connect-congrats-title" data-testid="congrats-panel">
      <h2 ref={heading} id="connect-congrats-title" className="connect__title" tabIndex={-1}>
        {LEAD_UI_TEXT.congratsTitle}
      </h2>
      <p>{congratsReceivedText(featured ? dealerDisplayName(featured) : undefined)}</p>
      {confirmation ? (
        <p className="connect__next-step" data-testid="connect-confirmation">
          {leadNextStepMessage({ dealerNames: featured ? [dealerDisplayName(featured)] : [], contactWindow: confirmation.contactWindow, reference: confirmation.reference })}
        </p>
      ) : null}
      <ol className="connect__steps">
        {CONGRATS_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {featured ? (
        <div className="connect__featured" data-testid="featured-dealer">
          <DealerCard dealer={featured} position={1} options={options} headingLevel={3} connect={{ connected: true, onConnect: () => undefined }} />
        </div>
      ) : null}
      {others.length > 0 ? (
        <div className="connect__more">
          <h3 className="connect__more-title">{LEAD_UI_TEXT.connectMoreTitle}</h3>
          <p className="connect__more-subtitle">{LEAD_UI_TEXT.connectMoreSubtitle}</p>
          <ConnectCarousel
            dealers={others}
            options={options}
            privacyPolicyUrl={privacyPolicyUrl}
            isConnected={isConnected}
            onConnect={onConnect}
          />
        </div>
      ) : null}
    </section>
  )
}
