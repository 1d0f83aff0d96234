import type { PromoCardBlock } from '@/payload-types'
import { CmsButton } from '@/components/ui/CmsButton'
import { MediaImage } from '@/components/ui/MediaImage'
import './styles.css'

export function PromoCardComponent({ title, description, image, link, backgroundColor }: PromoCardBlock) {
  return (
    <section className="container promo-wrap">
      <div className={`promo promo--bg-${backgroundColor ?? 'baby-blue'}`} data-testid="promo-card">
        {image && typeof image === 'object' ? (
          <div className="promo__media">
            <MediaImage media={image} sizes="(min-width: 640px) 40vw, 100vw" />
          </div>
        ) : null}
        <div className="promo__body">
          <h2 className="promo__title">{title}</h2>
          {description ? <p className="promo__text">{description}</p> : null}
          <CmsButton link={link} />
        </div>
      </div>
    </section>
  )
}
