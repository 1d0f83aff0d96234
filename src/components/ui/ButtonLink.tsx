import type React from 'react'
import { ButtonIcon } from './ButtonIcon'
import { CmsLink } from './CmsLink'

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

/** A link an editor set, rendered as a button (tracked like every CMS link, see CmsLink). */
export function ButtonLink({ look, children, ...link }: Props) {
  return (
    <CmsLink {...link} className={buttonClassName(look)}>
      <span>{children}</span>
      <ButtonIcon show={look.showIcon} />
    </CmsLink>
  )
}
