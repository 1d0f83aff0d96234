import Link from 'next/link'
import type React from 'react'
import { clickTrackingText } from '@/domain/analytics/clickTracking'
import { logger } from '@/lib/logger'
import { ButtonIcon } from './ButtonIcon'

/** A button's look as an editor sets it (fields/link.ts `buttonAppearance`). */
export type ButtonLook = {
  background?: 'white' | 'baby-blue' | 'none' | null
  cornerRadius?: 'xl' | 'full' | null
  width?: 'full' | 'fit' | null
  showIcon?: boolean | null
}

export function buttonClassName(look: ButtonLook, extra?: string): string {
  return [
    'btn',
    `btn--bg-${look.background ?? 'baby-blue'}`,
    `btn--radius-${look.cornerRadius ?? 'full'}`,
    `btn--width-${look.width ?? 'fit'}`,
    extra,
  ]
    .filter(Boolean)
    .join(' ')
}

type Props = {
  href: string
  look: ButtonLook
  newTab?: boolean | null
  /** The name of this click in analytics (the link's `trackingText`). */
  tracking?: string | null
  children: React.ReactNode
}

/**
 * Internal paths use client-side navigation; absolute URLs open as plain links. Every button carries
 * its tracking text for the click tracker (src/components/analytics/ClickTracker.tsx); a button an
 * editor left without one is reported as 'N/A' and logged, so the gap shows up in the server log.
 */
export function ButtonLink({ href, look, newTab, tracking, children }: Props) {
  const className = buttonClassName(look)
  const track = clickTrackingText(tracking)
  if (track.missing) logger.warn({ href, text: typeof children === 'string' ? children : undefined }, track.warning)
  const content = (
    <>
      <span>{children}</span>
      <ButtonIcon show={look.showIcon} />
    </>
  )
  const attributes = { className, 'data-track': track.text, ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }
  return href.startsWith('/') ? (
    <Link href={href} {...attributes}>
      {content}
    </Link>
  ) : (
    <a href={href} {...attributes}>
      {content}
    </a>
  )
}
