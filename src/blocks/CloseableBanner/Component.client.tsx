'use client'

import type React from 'react'
import { useState } from 'react'
import { useHydratedAttribute } from '@/components/ui/hydration'

type Props = { closeLabel: string; labelledBy?: string; children: React.ReactNode }

/** Closed stays closed for this page view only: the state lives in memory, so a reload shows the banner again. */
export function CloseableBannerFrame({ closeLabel, labelledBy, children }: Props) {
  const [open, setOpen] = useState(true)
  const hydrated = useHydratedAttribute()
  if (!open) return null
  return (
    <section className="container closeable-banner" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : 'Notice'} data-testid="closeable-banner" {...hydrated}>
      <div className="closeable-banner__body">{children}</div>
      <button type="button" className="closeable-banner__close" aria-label={closeLabel} onClick={() => setOpen(false)}>
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  )
}
