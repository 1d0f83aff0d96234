import { formatRating, STAR_COUNT, starParts } from '@/domain/dealers/starRating'
import './ui.css'

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z'

function Star({ kind }: { kind: 'full' | 'half' | 'empty' }) {
  return (
    <svg className={`star star--${kind}`} aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path d={STAR_PATH} fill={kind === 'full' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      {kind === 'half' ? (
        // A nested viewport half as wide clips the filled star without an id-referenced clipPath.
        <svg width="12" height="24" viewBox="0 0 12 24" overflow="hidden">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ) : null}
    </svg>
  )
}

/** One decimal and five stars (full, half, empty). The number is the accessible text. */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const parts = starParts(rating)
  const value = formatRating(rating)
  const stars = [
    ...Array.from({ length: parts.full }, () => 'full' as const),
    ...Array.from({ length: parts.half }, () => 'half' as const),
    ...Array.from({ length: parts.empty }, () => 'empty' as const),
  ]
  return (
    <span className="star-rating" data-rating={value}>
      <span className="star-rating__value" aria-hidden="true">
        {value}
      </span>
      <span className="star-rating__stars" aria-hidden="true">
        {stars.map((kind, i) => (
          <Star key={i} kind={kind} />
        ))}
      </span>
      <span className="visually-hidden">{`Rated ${value} out of ${STAR_COUNT} stars`}</span>
      {reviewCount !== undefined ? (
        <span className="star-rating__count">{`(${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`}</span>
      ) : null}
    </span>
  )
}
