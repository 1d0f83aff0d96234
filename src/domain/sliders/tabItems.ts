/** One line of a tab: its text, and whether it is marked as an advantage ("pro"). */
export interface TabItem {
  item: string
  pro: boolean
}

/**
 * PB 3: tab items are split by line ("+ " before a line marks an advantage), or given as JSON with `item` and `pro`. JSON is tried only
 * when the text looks like a JSON array; anything else (or JSON of the wrong shape) is read line by
 * line, so an editor's text never disappears.
 */
export function parseTabItems(text: string | null | undefined): TabItem[] {
  const source = (text ?? '').trim()
  if (!source) return []
  if (source.startsWith('[')) {
    const parsed = tryJson(source)
    if (Array.isArray(parsed)) {
      const items = parsed.flatMap((entry): TabItem[] => {
        if (typeof entry === 'string') return entry.trim() ? [{ item: entry.trim(), pro: false }] : []
        if (!entry || typeof entry !== 'object') return []
        const record = entry as Record<string, unknown>
        const item = typeof record.item === 'string' ? record.item.trim() : ''
        return item ? [{ item, pro: isTruthyFlag(record.pro) }] : []
      })
      if (items.length) return items
    }
  }
  // A line starting with "+" is an advantage: the editor's way to write what the JSON's `pro` says.
  return source
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/^\+\s*\S/.test(line) ? { item: line.replace(/^\+\s*/, ''), pro: true } : { item: line, pro: false }))
}

function tryJson(source: string): unknown {
  try {
    return JSON.parse(source)
  } catch {
    return undefined
  }
}

/** The original stored flags as true, 1, "1" or "true". */
function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}
