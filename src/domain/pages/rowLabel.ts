const LABEL_KEYS = ['title', 'heading', 'headline', 'question', 'label', 'name'] as const
const MAX = 60

/** The text that names a block or array row in the admin: its title or heading, or its link's text, shortened. */
export function rowLabelText(data: Record<string, unknown> | null | undefined): string {
  if (!data) return ''
  const link = data.link && typeof data.link === 'object' ? (data.link as Record<string, unknown>) : null
  for (const value of [...LABEL_KEYS.map((key) => data[key]), link?.label]) {
    if (typeof value === 'string' && value.trim()) {
      const text = value.trim().replace(/\s+/g, ' ')
      return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text
    }
  }
  return ''
}
