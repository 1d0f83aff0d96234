import { dealerBadges } from '@/domain/dealers/cardLabels'
import type { Dealer } from '@/domain/dealers/dealerSchema'

/** The dealer's badges (24/7 Emergency Service, NATE Certified ...), nothing when it has none. */
export function DealerBadges({ data }: { data: Dealer['data'] }) {
  const badges = dealerBadges(data)
  if (!badges.length) return null
  return (
    <ul className="dealer-card__badges" aria-label="Dealer highlights">
      {badges.map((badge) => (
        <li key={badge} className="dealer-card__badge">
          {badge}
        </li>
      ))}
    </ul>
  )
}
