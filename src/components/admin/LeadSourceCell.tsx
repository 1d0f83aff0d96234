'use client'

import type { DefaultCellComponentProps } from 'payload'
import { leadSourceLabel } from '@/domain/leads/leadLabels'

/** The lead's source in the list, named as the summary names it ("Home contact form", not a code). */
export function LeadSourceCell({ cellData }: DefaultCellComponentProps) {
  return <span>{leadSourceLabel(typeof cellData === 'string' ? cellData : null)}</span>
}
