'use client'

import type { Dealer } from '@/domain/dealers/dealerSchema'
import { DealerCard, type DealerCardProps } from './DealerCard'

export interface DealerGridProps extends Omit<DealerCardProps, 'dealer' | 'position' | 'distance'> {
  /** The dealers of the current page with their 1-based positions in the whole list. */
  items: readonly { dealer: Dealer; position: number; distance?: string }[]
}

export function DealerGrid({ items, ...card }: DealerGridProps) {
  return (
    <ul className="dealer-grid" data-testid="dealer-grid">
      {items.map(({ dealer, position, distance }) => (
        <li key={dealer.data.companyID ?? position} className="dealer-grid__item">
          <DealerCard dealer={dealer} position={position} distance={distance} {...card} />
        </li>
      ))}
    </ul>
  )
}
