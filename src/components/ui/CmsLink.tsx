import Link from 'next/link'
import type React from 'react'
import { clickTrackingText } from '@/domain/analytics/clickTracking'
import { logger } from '@/lib/logger'

export type CmsLinkProps = {
  href: string
  newTab?: boolean | null
  /** The name of this click in analytics (the link's `trackingText`, or a fixed name for a link the code sets). */
  tracking?: string | null
  className?: string
  children: React.ReactNode
}

/**
 * A link a block renders: internal paths use client-side navigation, others plain anchors. It carries
 * its tracking text for the page's click tracker (components/analytics/ClickTracker.tsx); a link left
 * without one is reported as 'N/A' and logged with the spec's warning.
 */
export function CmsLink({ href, newTab, tracking, className, children }: CmsLinkProps) {
  const track = clickTrackingText(tracking)
  if (track.missing) logger.warn({ href, text: typeof children === 'string' ? children : undefined }, track.warning)
  const attributes = { className, 'data-track': track.text, ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }
  return href.startsWith('/') ? (
    <Link href={href} {...attributes}>
      {children}
    </Link>
  ) : (
    <a href={href} {...attributes}>
      {children}
    </a>
  )
}
