'use client'

import type { DefaultCellComponentProps } from 'payload'

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** A whole-dollar price in a list column: $3,400, not 3400. */
export function PriceCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? DOLLARS.format(cellData) : '—'}</span>
}
