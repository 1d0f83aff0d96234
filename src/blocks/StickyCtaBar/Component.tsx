import type { StickyCtaBarBlock } from '@/payload-types'
import { linkHref } from '@/domain/pages/linkHref'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { logger } from '@/lib/logger'
import { LazyStickyCtaArea } from './Component.lazy'
import './styles.css'

/** "Get a Free Online Estimate" with its button, pinned to the top once scrolled past. */
export function StickyCtaBarComponent({ text, link }: StickyCtaBarBlock) {
  if (!text?.trim()) {
    logger.warn('Sticky call-to-action bar without a message skipped')
    return null
  }
  const href = linkHref(link)
  return (
    <LazyStickyCtaArea label={text}>
      <div className="container sticky-cta__inner">
        <p className="sticky-cta__text">{text}</p>
        {href && link?.label ? (
          <ButtonLink href={href} look={link.appearance ?? {}} newTab={link.newTab} tracking={link.trackingText}>
            {link.label}
          </ButtonLink>
        ) : null}
      </div>
    </LazyStickyCtaArea>
  )
}
