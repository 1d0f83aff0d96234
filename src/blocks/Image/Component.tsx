import type { ImageBlock } from '@/payload-types'
import { MediaImage } from '@/components/ui/MediaImage'
import { logger } from '@/lib/logger'
import './styles.css'

type Props = ImageBlock & { id?: string | null }

const SIZES: Record<NonNullable<ImageBlock['width']>, string> = {
  narrow: '(min-width: 48rem) 45rem, 100vw',
  content: '(min-width: 75rem) 75rem, 100vw',
  full: '100vw',
}

/**
 * An uploaded image with its caption. Whatever keeps it from rendering (no image, an image that was
 * deleted or not populated, a file without a URL) logs a warning and renders nothing (spec PB 8), so
 * one broken image never takes the page down.
 */
export function ImageComponent(props: Props) {
  const { image, caption } = props
  const width = props.width ?? 'content'
  if (!image || typeof image !== 'object' || !image.url) {
    logger.warn({ block: 'image', blockId: props.id, image: typeof image === 'object' ? image?.id : image }, 'Image block could not render its image; not rendered')
    return null
  }
  return (
    <figure className={`image-block image-block--${width}${width === 'full' ? '' : ' container'}`}>
      <MediaImage media={image} sizes={SIZES[width]} className="image-block__img" />
      {caption?.trim() ? <figcaption className="image-block__caption">{caption}</figcaption> : null}
    </figure>
  )
}
