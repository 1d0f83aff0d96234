import Link from 'next/link'
import type { VideoCardData } from '@/domain/videos/videos'

/** DL 9 homeowner video card: poster (or the placeholder), a "New" badge, the title as the link. */
export function VideoCard({ card }: { card: VideoCardData }) {
  return (
    <article className="video-card">
      <img src={card.imageSrc} alt="" className="video-card__image" width={640} height={360} loading="lazy" decoding="async" />
      {card.isNew ? <span className="video-card__badge">New</span> : null}
      <h3 className="video-card__title">
        <Link href={card.href} className="video-card__link" data-track={`Video card: ${card.title}`}>
          {card.title}
        </Link>
      </h3>
    </article>
  )
}
