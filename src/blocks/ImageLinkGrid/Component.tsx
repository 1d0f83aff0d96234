import type { ImageLinkGridBlock } from '@/payload-types'
import { MediaImage } from '@/components/ui/MediaImage'
import { IMAGE_LINK_GRID_MAX, linkedItems } from '@/domain/blocks/linkedItems'
import './styles.css'
import { CmsLink } from '@/components/ui/CmsLink'

/**
 * Up to four linked images. The link text names each tile, so the image is decorative; a tile
 * whose link does not resolve is left out rather than shown as a dead end.
 */
export function ImageLinkGridComponent({ title, tiles, id }: ImageLinkGridBlock) {
  const headingId = title && id ? `image-links-${id}` : undefined
  const shown = linkedItems(tiles, IMAGE_LINK_GRID_MAX)
  if (shown.length === 0) return null
  return (
    <section className="image-links container" aria-labelledby={headingId}>
      {title ? (
        <h2 id={headingId} className="image-links__title">
          {title}
        </h2>
      ) : null}
      <ul className="image-links__grid">
        {shown.map(({ item, href, label }, index) => (
          <li key={item.id ?? `${index}-${href}`}>
            <CmsLink href={href} className="image-links__tile" newTab={item.link.newTab} tracking={item.link.trackingText}>
              <span className="image-links__media">
                <MediaImage media={item.image} decorative sizes="(min-width: 1024px) 25vw, 50vw" />
              </span>
              <span className="image-links__label">
                {label}
                {item.link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
              </span>
            </CmsLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
