/**
 * The fixed set of icons an editor picks from in an icon list. The drawings live with the block
 * (inline SVG, no icon font or request); this list is the one place that names them.
 */
export const LIST_ICONS = ['check', 'thermometer', 'snowflake', 'flame', 'leaf', 'shield', 'wrench', 'dollar', 'phone', 'clock'] as const
export type ListIcon = (typeof LIST_ICONS)[number]

export const LIST_ICON_LABELS: Record<ListIcon, string> = {
  check: 'Check mark',
  thermometer: 'Thermometer',
  snowflake: 'Snowflake (cooling)',
  flame: 'Flame (heating)',
  leaf: 'Leaf (efficiency)',
  shield: 'Shield (warranty)',
  wrench: 'Wrench (service)',
  dollar: 'Dollar sign (savings)',
  phone: 'Phone',
  clock: 'Clock',
}

/** A stored value outside the set (an icon since removed, hand-edited data) falls back to the check mark. */
export function listIcon(value: unknown): ListIcon {
  return (LIST_ICONS as readonly unknown[]).includes(value) ? (value as ListIcon) : 'check'
}
