import type { TooltipsBlock } from '@/payload-types'
import { LazyTooltip } from '@/components/ui/Tooltip.lazy'
import './styles.css'

/**
 * Terms with an info button each. The shared LazyTooltip shows on hover and keyboard focus, hides on
 * leave and on scroll, and closes on Escape; its text is in the server HTML (hidden until shown).
 */
export function TooltipsComponent({ title, intro, items, id }: TooltipsBlock) {
  const headingId = title && id ? `tooltips-${id}` : undefined
  return (
    <section className="term-tips container" aria-labelledby={headingId}>
      {title ? (
        <h2 id={headingId} className="term-tips__title">
          {title}
        </h2>
      ) : null}
      {intro ? <p className="term-tips__intro">{intro}</p> : null}
      <ul className="term-tips__list">
        {(items ?? []).map((item, index) => (
          <li key={item.id ?? `${index}-${item.title}`} className="term-tips__item">
            <span className="term-tips__term">{item.title}</span>
            {/* The info button sits at the row's end: on phones the bubble opens leftwards from it, so it stays on screen. */}
            <span className="term-tips__end">
              {item.value ? <span className="term-tips__value">{item.value}</span> : null}
              <LazyTooltip label={`What is ${item.title}?`}>{item.explanation}</LazyTooltip>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
