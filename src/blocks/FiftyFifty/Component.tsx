import type { FiftyFiftyBlock } from '@/payload-types'
import { CmsButton } from '@/components/ui/CmsButton'
import { MediaImage } from '@/components/ui/MediaImage'
import { paragraphs } from '@/domain/blocks/accordion'
import { imageSide } from '@/domain/blocks/mediaText'
import './styles.css'

/** Image and text side by side at half width each; the image goes first on phones. */
export function FiftyFiftyComponent({ image, imageSide: side, title, text, link }: FiftyFiftyBlock) {
  const hasImage = Boolean(image && typeof image === 'object' && image.url)
  return (
    <section className={`fifty container fifty--image-${imageSide(side)}${hasImage ? '' : ' fifty--no-image'}`}>
      {hasImage ? (
        <div className="fifty__media">
          <MediaImage media={image} sizes="(min-width: 640px) 50vw, 100vw" />
        </div>
      ) : null}
      <div className="fifty__body">
        <h2 className="fifty__title">{title}</h2>
        {paragraphs(text).map((paragraph, i) => (
          <p key={i} className="fifty__text">
            {paragraph}
          </p>
        ))}
        <CmsButton link={link} />
      </div>
    </section>
  )
}
