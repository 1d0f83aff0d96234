import type { StepBlocksBlock } from '@/payload-types'
import { CmsButton } from '@/components/ui/CmsButton'
import { itemNumbers } from '@/domain/blocks/numbering'
import './styles.css'

/** Numbered steps, each with a heading, a description and an optional call-to-action link. */
export function StepBlocksComponent({ title, steps, id }: StepBlocksBlock) {
  const headingId = title && id ? `steps-${id}` : undefined
  const numbers = itemNumbers((steps ?? []).map((step) => step.stepNumber))
  const StepHeading = title ? 'h3' : 'h2'
  return (
    <section className="steps container" aria-labelledby={headingId}>
      {title ? (
        <h2 id={headingId} className="steps__title">
          {title}
        </h2>
      ) : null}
      <ol className="steps__list">
        {(steps ?? []).map((step, index) => {
          return (
            <li key={step.id ?? `${index}-${step.title}`} className="steps__step">
              <p className="steps__number">
                <span className="visually-hidden">Step </span>
                {numbers[index]}
              </p>
              <StepHeading className="steps__heading">{step.title}</StepHeading>
              {step.description ? <p className="steps__text">{step.description}</p> : null}
              <CmsButton link={step.link} />
            </li>
          )
        })}
      </ol>
    </section>
  )
}
