import type { CloseableBannerBlock } from '@/payload-types'
import { linkHref } from '@/domain/pages/linkHref'
import { LazyCloseableBannerFrame } from './Component.lazy'
import './styles.css'
import { CmsLink } from '@/components/ui/CmsLink'
import { DEFAULTS } from './config'

type Props = CloseableBannerBlock & { id?: string | null }

export function CloseableBannerComponent({ id, heading, text, link, closeLabel }: Props) {
  const href = linkHref(link)
  const headingId = heading && id ? `closeable-banner-${id}` : undefined
  return (
    <LazyCloseableBannerFrame closeLabel={closeLabel?.trim() || DEFAULTS.closeLabel} labelledBy={headingId}>
      {heading ? (
        <h2 className="closeable-banner__title" id={headingId}>
          {heading}
        </h2>
      ) : null}
      <p className="closeable-banner__text">
        {text}
        {href && link?.label ? (
          <>
            {' '}
            <CmsLink href={href} className="closeable-banner__link" newTab={link.newTab} tracking={link.trackingText}>
              {link.label}
            </CmsLink>
          </>
        ) : null}
      </p>
    </LazyCloseableBannerFrame>
  )
}
