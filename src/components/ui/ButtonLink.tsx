import Link from 'next/link'
import type React from 'react'

export type ButtonLook = {
  background?: 'white' | 'baby-blue' | 'none' | null
  cornerRadius?: 'xl' | 'full' | null
  width?: 'full' | 'fit' | null
  showIcon?: boolean | number | null
  icon?: 'arrow-right' | null
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

export function ButtonIcon({ look }: { look: ButtonLook }) {
  if (!look.showIcon || !look.icon) return null
  return (
    <svg className="btn__icon" aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path d="M2 8h10M8 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  )
}

/** Internal paths use client-side navigation; absolute URLs open as plain links. */
export function ButtonLink({ href, look, children }: { href: string; look: ButtonLook; children: React.ReactNode }) {
  const className = buttonClassName(look)
  const content = (
    <>
      <span>{children}</span>
      <ButtonIcon look={look} />
    </>
  )
  return href.startsWith('/') ? (
    <Link href={href} className={className}>
      {content}
    </Link>
  ) : (
    <a href={href} className={className}>
      {content}
    </a>
  )
}
