import Link from 'next/link'
import type React from 'react'

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

export function ButtonIcon({ show }: { show: boolean | null | undefined }) {
  if (!show) return null
  return (
    <svg className="btn__icon" aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path d="M2 8h10M8 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  )
}

type Props = { href: string; look: ButtonLook; newTab?: boolean | null; children: React.ReactNode }

/** Internal paths use client-side navigation; absolute URLs open as plain links. */
export function ButtonLink({ href, look, newTab, children }: Props) {
  const className = buttonClassName(look)
  const content = (
    <>
      <span>{children}</span>
      <ButtonIcon show={look.showIcon} />
    </>
  )
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return href.startsWith('/') ? (
    <Link href={href} className={className} {...target}>
      {content}
    </Link>
  ) : (
    <a href={href} className={className} {...target}>
      {content}
    </a>
  )
}
