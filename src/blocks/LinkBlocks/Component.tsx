import type { LinkBlocksBlock } from '@/payload-types'
import { linkedItems } from '@/domain/blocks/linkedItems'
import './styles.css'
import { CmsLink } from '@/components/ui/CmsLink'

/** Boxes that are each one link: the link text is the box's title, with an optional line of text. */
export function LinkBlocksComponent({ title, items, id }: LinkBlocksBlock) {
  const headingId = title && id ? `link-blocks-${id}` : undefined
  const shown = linkedItems(items)
  if (shown.length === 0) return null
  return (
    <section className="link-blocks container" aria-labelledby={headingId}>
      {title ? (
        <h2 id={headingId} className="link-blocks__title">
          {title}
        </h2>
      ) : null}
      <ul className="link-blocks__list">
        {shown.map(({ item, href, label }, index) => (
          <li key={item.id ?? `${index}-${href}`}>
            <CmsLink href={href} className="link-blocks__box" newTab={item.link.newTab} tracking={item.link.trackingText}>
              <span className="link-blocks__label">
                {label}
                {item.link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
                <svg className="link-blocks__arrow" aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 16 16">
                  <path d="M2 8h10M8 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                </svg>
              </span>
              {item.text ? <span className="link-blocks__text">{item.text}</span> : null}
            </CmsLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
