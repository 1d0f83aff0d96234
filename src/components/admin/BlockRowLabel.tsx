'use client'

import { useRowLabel } from '@payloadcms/ui'
import { rowLabelText } from '@/domain/pages/rowLabel'

/** A block's row in the page editor reads as its heading ("Hero (2025): Comfort that fits ..."). */
export function BlockRowLabel({ blockLabel }: { blockLabel?: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const text = rowLabelText(data)
  const prefix = blockLabel ?? 'Block'
  return <span>{text ? `${prefix}: ${text}` : `${prefix} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
