'use client'

import type { DefaultCellComponentProps } from 'payload'

/** A tick box in a list column reads "Yes" or "No", not true / false. */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  return <span>{cellData ? 'Yes' : 'No'}</span>
}
