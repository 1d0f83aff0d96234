import { leadTitle } from '@/domain/leads/leadLabels'

/**
 * Data moves of the admin-editor migration (issue 27), shared by both adapters' migrations:
 * - the hero's own "Show this hero: Hide" switch becomes the one every block has (settings.hidden);
 * - every stored lead gets the title the admin lists it by.
 */

type Json = unknown

/** The layout with each hero's `display` folded into `settings.hidden` (nested layouts too); null when nothing changed. */
export function heroDisplayToHidden(layout: Json): Json | null {
  let changed = false
  const visit = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(visit)
    if (!value || typeof value !== 'object') return value
    const entries = Object.entries(value as Record<string, Json>).map(([key, inner]) => [key, visit(inner)] as const)
    const node = Object.fromEntries(entries) as Record<string, Json>
    if (node.blockType === 'hero' && 'display' in node) {
      changed = true
      const { display, ...rest } = node
      if (display === 'hide') {
        const settings = rest.settings && typeof rest.settings === 'object' ? (rest.settings as Record<string, Json>) : {}
        return { ...rest, settings: { ...settings, hidden: true } }
      }
      return rest
    }
    return node
  }
  const next = visit(layout)
  return changed ? next : null
}

/** The tables and columns that hold page-block layouts as JSON. */
export const LAYOUT_COLUMNS = [
  ['pages', 'layout'],
  ['_pages_v', 'version_layout'],
  ['reusable_blocks', 'layout'],
] as const

export type LeadRow = { id: number | string; first_name?: string | null; last_name?: string | null; email?: string | null; kind?: string | null; created_at?: string | Date | null }

export function titleOfLeadRow(row: LeadRow): string {
  return leadTitle({ firstName: row.first_name, lastName: row.last_name, email: row.email, kind: row.kind, createdAt: row.created_at ?? null })
}
