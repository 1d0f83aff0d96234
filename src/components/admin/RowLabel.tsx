'use client'

import { useRowLabel } from '@payloadcms/ui'
import { rowLabelText } from '@/domain/pages/rowLabel'

/** An array row reads as its first text field (a question, a title) instead of "Row 01". */
export function RowLabel() {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  return <span>{rowLabelText(data) || `Item ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
