import type { CloseableBannerBlock } from '@/payload-types'
import { linkHref } from '@/domain/pages/linkHref'
import { CloseableBannerFrame } from './Component.client'
import './styles.css'

type Props = CloseableBannerBlock & { id?: string | null }

export function CloseableBannerComponent({ id, heading, text, link, closeLabel }: Props) {
  const href = linkHref(link)
  const headingId = heading && id ? `closeable-banner-${id}` : undefined
  return (
    <CloseableBannerFrame closeLabel={closeLabel?.trim() || 'Close banner'} labelledBy={headingId}>
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
            <a href={href} className="closeable-banner__link" {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </a>
          </>
        ) : null}
      </p>
    </CloseableBannerFrame>
  )
}
