import type { StickyFooterBlock } from '@/payload-types'
import { linkHref } from '@/domain/pages/linkHref'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { logger } from '@/lib/logger'
import { LazyStickyFooterArea } from './Component.lazy'
import './styles.css'

/** The sticky footer: a message and a button, fixed at the bottom until the visitor reaches its place. */
export function StickyFooterComponent({ text, link }: StickyFooterBlock) {
  if (!text?.trim()) {
    logger.warn('Sticky footer without a message skipped')
    return null
  }
  const href = linkHref(link)
  return (
    <LazyStickyFooterArea label={text}>
      <div className="container sticky-footer__inner">
        <p className="sticky-footer__text">{text}</p>
        {href && link?.label ? (
          <ButtonLink href={href} look={link.appearance ?? {}} newTab={link.newTab} tracking={link.trackingText}>
            {link.label}
          </ButtonLink>
        ) : null}
      </div>
    </LazyStickyFooterArea>
  )
}
