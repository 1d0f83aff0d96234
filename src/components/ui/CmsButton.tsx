import type React from 'react'
import { linkHref, type LinkValue } from '@/domain/pages/linkHref'
import { ButtonLink, type ButtonLook } from './ButtonLink'

/** A `link()` field with the button look (`appearance: true`) and its analytics name. */
export type ButtonLinkField = LinkValue & { appearance?: ButtonLook | null; trackingText?: string | null }

/**
 * A CMS link field rendered as a button, tracked by its analytics name (data-track, see CmsLink):
 * nothing when it points nowhere (a deleted page, an unsafe URL) or has no text.
 */
export function CmsButton({ link, children }: { link: ButtonLinkField | null | undefined; children?: React.ReactNode }) {
  const href = linkHref(link)
  if (!href || !link?.label) return null
  return (
    <ButtonLink href={href} look={link.appearance ?? {}} newTab={link.newTab} tracking={link.trackingText}>
      {children ?? link.label}
    </ButtonLink>
  )
}
