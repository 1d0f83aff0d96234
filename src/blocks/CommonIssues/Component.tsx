import type { CommonIssuesBlock } from '@/payload-types'
import { CmsButton } from '@/components/ui/CmsButton'
import { topicAnchors } from '@/domain/blocks/commonIssues'
import { linkHref } from '@/domain/pages/linkHref'
import './styles.css'

/**
 * Troubleshooting guide: each topic is a native disclosure (keyboard and screen reader friendly,
 * no script). Topic ids come from their titles so another page can link to one.
 */
export function CommonIssuesComponent({ title, intro, safetyNote, topics, link, id }: CommonIssuesBlock) {
  const headingId = id ? `issues-${id}` : undefined
  const anchors = topicAnchors((topics ?? []).map((topic) => topic.title))
  const href = linkHref(link)
  return (
    <section className="issues container" aria-labelledby={headingId}>
      <h2 id={headingId} className="issues__title">
        {title}
      </h2>
      {intro ? <p className="issues__intro">{intro}</p> : null}
      {safetyNote ? (
        <p className="issues__safety">
          <strong>Safety first: </strong>
          {safetyNote}
        </p>
      ) : null}
      <div className="issues__list">
        {(topics ?? []).map((topic, index) => (
          <details key={topic.id ?? anchors[index]} id={anchors[index]} className="issues__topic">
            <summary className="issues__topic-title">{topic.title}</summary>
            <div className="issues__topic-body">
              {topic.summary ? <p className="issues__summary">{topic.summary}</p> : null}
              <p className="issues__label">Possible causes and what you can check</p>
              <dl className="issues__causes">
                {(topic.causes ?? []).map((cause, i) => (
                  <div key={cause.id ?? i} className="issues__cause">
                    <dt>{cause.title}</dt>
                    <dd>{cause.whatToDo}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </details>
        ))}
      </div>
      {href && link?.label ? (
        <div className="issues__cta">
          <CmsButton link={link} />
        </div>
      ) : null}
    </section>
  )
}
