import type { VideoBlocksBlock } from '@/payload-types'
import { LazyVideoEmbed } from '@/components/video/VideoEmbed.lazy'
import { VIDEO_PLACEHOLDER_IMAGE, privacyEmbedUrl } from '@/domain/videos/videos'
import { logger } from '@/lib/logger'
import './styles.css'

/** PB 2 video blocks: up to four videos side by side, or a list; each plays only after a click. */
export function VideoBlocksComponent({ title, description, layout, videos, id }: VideoBlocksBlock) {
  const shown = (videos ?? []).slice(0, 4).flatMap((video) => {
    const embedUrl = privacyEmbedUrl(video.videoEmbedLink, { autoplay: true })
    if (!embedUrl) logger.warn({ link: video.videoEmbedLink }, 'Video block: not a YouTube link, left out')
    return embedUrl ? [{ video, embedUrl }] : []
  })
  if (shown.length === 0) return null
  const headingId = title && id ? `video-blocks-${id}` : undefined
  const Heading = title ? 'h3' : 'h2'
  return (
    <section className="container video-blocks" aria-labelledby={headingId} aria-label={headingId ? undefined : 'Videos'}>
      {title ? (
        <h2 id={headingId} className="video-blocks__title">
          {title}
        </h2>
      ) : null}
      {description ? <p className="video-blocks__description">{description}</p> : null}
      <ul className={`video-blocks__list video-blocks__list--${layout === 'list' ? 'list' : 'row'}`} data-count={shown.length}>
        {shown.map(({ video, embedUrl }, index) => (
          <li key={video.id ?? `${index}-${video.videoTitle}`} className="video-blocks__item">
            <LazyVideoEmbed title={video.videoTitle} embedUrl={embedUrl} posterSrc={VIDEO_PLACEHOLDER_IMAGE} />
            <Heading className="video-blocks__video-title">{video.videoTitle}</Heading>
          </li>
        ))}
      </ul>
    </section>
  )
}
