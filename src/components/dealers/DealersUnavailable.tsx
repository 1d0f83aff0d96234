'use client'

import { LOCATOR_MESSAGES } from '@/domain/dealers/locatorView'
import './dealers.css'
import { SupportLine } from './SupportLine'

export interface DealersUnavailableProps {
  supportPhone: string
  supportHours: string
  onRetry: () => void
  headingId?: string
}

/**
 * Reading 53: what a failed dealer search shows (network, 5xx, retries used up). The no-dealers
 * view is only for a successful answer with no dealers; this one never says the ZIP may be wrong.
 */
export function DealersUnavailable({ supportPhone, supportHours, onRetry, headingId }: DealersUnavailableProps) {
  return (
    <section className="no-dealers no-dealers--failed" data-testid="dealers-unavailable" aria-labelledby={headingId}>
      <h2 className="no-dealers__title" id={headingId}>
        {LOCATOR_MESSAGES.dealersUnavailable}
      </h2>
      <p>{LOCATOR_MESSAGES.dealersUnavailableHelp}</p>
      <p>
        <button type="button" className="btn btn--bg-baby-blue btn--radius-full" onClick={onRetry}>
          Retry
        </button>
      </p>
      <SupportLine phone={supportPhone} hours={supportHours} track="Dealers unavailable: call" />
    </section>
  )
}
