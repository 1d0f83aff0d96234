import type React from 'react'
import { ButtonIcon } from './ButtonIcon'
import { buttonClassName, type ButtonLook } from './buttonClassName'
import { CmsLink } from './CmsLink'

export { buttonClassName, type ButtonLook } from './buttonClassName'

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
