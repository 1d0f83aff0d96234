'use client'

import type { Dealer } from '@/domain/dealers/dealerSchema'
import { DealerCard, type DealerCardProps } from './DealerCard'

export interface DealerGridProps extends Omit<DealerCardProps, 'dealer' | 'position' | 'distance'> {
  /** The dealers of the current page with their 1-based positions in the whole list. */
  items: readonly { dealer: Dealer; position: number; distance?: string }[]
  /** The dealer chosen on the map beside the list: its card is outlined. */
  selectedId?: number
}

export function DealerGrid({ items, selectedId, ...card }: DealerGridProps) {
  return (
    <ul className="dealer-grid" data-testid="dealer-grid">
      {items.map(({ dealer, position, distance }) => (
        <li
          key={dealer.data.companyID ?? position}
          className={selectedId !== undefined && dealer.data.companyID === selectedId ? 'dealer-grid__item dealer-grid__item--selected' : 'dealer-grid__item'}
          data-company-id={dealer.data.companyID}
        >
          <DealerCard dealer={dealer} position={position} distance={distance} {...card} />
        </li>
      ))}
    </ul>
  )
}
