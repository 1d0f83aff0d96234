'use client'

import { useEffect, useState } from 'react'
import { PHONE_WIDGET_LOADING_TEXT, phoneWidgetLeaseRequest, phoneWidgetNumber } from '@/domain/calltracking/phoneWidget'
import { leasedNumberFrom } from '@/domain/dealers/leasedNumber'
import { telHref } from '@/domain/address/telHref'
import { trackingSessionId } from '@/lib/dealersClient'
import { useHydratedAttribute } from '@/components/ui/hydration'

export interface PhoneNumberClientProps {
  label: string
  routingGroupId: string
  leaseName: string | null
  defaultNumber: string
}

async function leaseNumber(body: NonNullable<ReturnType<typeof phoneWidgetLeaseRequest>>, signal: AbortSignal): Promise<string | undefined> {
  try {
    const response = await fetch('/api/whodis', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    })
    return leasedNumberFrom(response.status, await response.json().catch(() => null))
  } catch (error) {
    if (!signal.aborted) console.error('Phone number lease failed', error)
    return undefined
  }
}

/**
 * 'Loading..' in the server HTML and until, after hydration, /api/whodis leased a number of the
 * routing group's pool to this session; the default number when it could not.
 */
export function PhoneNumberClient({ label, routingGroupId, leaseName, defaultNumber }: PhoneNumberClientProps) {
  const hydrated = useHydratedAttribute()
  const [number, setNumber] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const body = phoneWidgetLeaseRequest({ routingGroupId, leaseName }, trackingSessionId(), window.location.href)
    const settle = (leased: string | undefined) => {
      if (!controller.signal.aborted) setNumber(phoneWidgetNumber(leased, defaultNumber))
    }
    if (body) void leaseNumber(body, controller.signal).then(settle)
    else settle(undefined)
    return () => controller.abort()
  }, [routingGroupId, leaseName, defaultNumber])

  return (
    <p className="phone-widget" data-testid="phone-number-widget" aria-busy={number === null} {...hydrated}>
      {label ? <span className="phone-widget__label">{`${label} `}</span> : null}
      {number === null ? (
        <span className="phone-widget__loading">{PHONE_WIDGET_LOADING_TEXT}</span>
      ) : (
        <a className="phone-widget__number" href={telHref(number)} data-track="Phone number: call">
          {number}
        </a>
      )}
    </p>
  )
}
