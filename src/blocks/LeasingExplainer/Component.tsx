import type { LeasingExplainerBlock } from '@/payload-types'
import { linkHref } from '@/domain/pages/linkHref'
import { CmsButton } from '@/components/ui/CmsButton'
import { MediaImage } from '@/components/ui/MediaImage'
import './styles.css'
import { CmsLink } from '@/components/ui/CmsLink'

export function LeasingExplainerComponent({ title, intro, image, points, note, cta }: LeasingExplainerBlock) {
  if (!title) return null
  const hasImage = Boolean(image && typeof image === 'object')
  return (
    <section className={hasImage ? 'container lease lease--with-image' : 'container lease'}>
      <div className="lease__body">
        <h2 className="lease__title">{title}</h2>
        {intro ? <p className="lease__intro">{intro}</p> : null}
        {points?.length ? (
          <ol className="lease__points">
            {points.map((point, index) => {
              const href = linkHref(point.link)
              return (
                <li key={point.id ?? index} className="lease__point">
                  <h3 className="lease__point-title">{point.heading}</h3>
                  {point.text ? <p>{point.text}</p> : null}
                  {href && point.link?.label ? (
                    <CmsLink href={href} newTab={point.link.newTab} tracking={point.link.trackingText}>
                      {point.link.label}
                    </CmsLink>
                  ) : null}
                </li>
              )
            })}
          </ol>
        ) : null}
        {note ? <p className="lease__note">{note}</p> : null}
        <CmsButton link={cta} />
      </div>
      {hasImage ? (
        <div className="lease__media">
          <MediaImage media={image} sizes="(min-width: 1024px) 40vw, 100vw" />
        </div>
      ) : null}
    </section>
  )
}
