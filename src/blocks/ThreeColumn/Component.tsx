import type { ThreeColumnBlock } from '@/payload-types'
import { MediaImage } from '@/components/ui/MediaImage'
import { linkHref } from '@/domain/pages/linkHref'
import './styles.css'
import { CmsLink } from '@/components/ui/CmsLink'

/** Up to three columns of image, heading, text and link; stacked on phones. */
export function ThreeColumnComponent({ title, columns, id }: ThreeColumnBlock) {
  const headingId = title && id ? `three-col-${id}` : undefined
  const ColumnHeading = title ? 'h3' : 'h2'
  const shown = (columns ?? []).slice(0, 3)
  return (
    <section className="three-col container" aria-labelledby={headingId}>
      {title ? (
        <h2 id={headingId} className="three-col__title">
          {title}
        </h2>
      ) : null}
      <div className={`three-col__grid three-col__grid--${shown.length}`}>
        {shown.map((column, index) => {
          const href = linkHref(column.link)
          return (
            <div key={column.id ?? `${index}-${column.title}`} className="three-col__column">
              <MediaImage media={column.image} className="three-col__image" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
              <ColumnHeading className="three-col__heading">{column.title}</ColumnHeading>
              {column.text ? <p className="three-col__text">{column.text}</p> : null}
              {href && column.link?.label ? (
                <CmsLink href={href} className="three-col__link" newTab={column.link.newTab} tracking={column.link.trackingText}>
                  {column.link.label}
                  {column.link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
                </CmsLink>
              ) : null}
            </div>
          )
        })}
      </div>
    </section>
  )
}
