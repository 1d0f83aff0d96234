import type { CompanyTimelineBlock } from '@/payload-types'
import { sortTimeline } from '@/domain/pages/timeline'
import { MediaImage } from '@/components/ui/MediaImage'
import './styles.css'

export function CompanyTimelineComponent({ title, intro, entries }: CompanyTimelineBlock) {
  const milestones = sortTimeline(entries)
  if (milestones.length === 0) return null
  return (
    <section className="container timeline">
      {title ? <h2 className="timeline__title">{title}</h2> : null}
      {intro ? <p className="timeline__intro">{intro}</p> : null}
      <ol className="timeline__list">
        {milestones.map((entry, index) => (
          <li key={entry.id ?? index} className="timeline__entry">
            <p className="timeline__year">{entry.year}</p>
            <div className="timeline__body">
              <h3 className="timeline__heading">{entry.heading}</h3>
              {entry.text ? <p className="timeline__text">{entry.text}</p> : null}
              {entry.image && typeof entry.image === 'object' ? <MediaImage media={entry.image} className="timeline__image" sizes="(min-width: 640px) 20rem, 100vw" /> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
