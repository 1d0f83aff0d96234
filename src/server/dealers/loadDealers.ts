import type { Field, Payload } from 'payload'
import type { Dealer as DealerDoc } from '@/payload-types'

interface Column {
  key: string
  path: string[]
  kind: 'number' | 'date' | 'checkbox' | 'text'
}

/** JS column keys of the adapter's `dealers` table for every scalar field (groups joined with "_"). */
function columnsOf(fields: readonly Field[], prefix: string[] = [], out: Column[] = []): Column[] {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      columnsOf(field.fields, prefix, out)
    } else if (field.type === 'tabs') {
      // Unnamed tabs only arrange the admin form; a named tab stores its fields like a group.
      for (const tab of field.tabs) columnsOf(tab.fields, 'name' in tab && tab.name ? [...prefix, tab.name] : prefix, out)
    } else if (field.type === 'group' && 'name' in field && field.name) {
      columnsOf(field.fields, [...prefix, field.name], out)
    } else if ('name' in field && field.name && field.type !== 'array' && !(field.type === 'text' && field.hasMany)) {
      const path = [...prefix, field.name]
      const kind = field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : field.type === 'checkbox' ? 'checkbox' : 'text'
      out.push({ key: path.join('_'), path, kind })
    }
  }
  return out
}

let columns: Column[] | undefined

function normalizeDate(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null
  const date = new Date(value.includes(' ') && !value.includes('T') ? value.replace(' ', 'T') : value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}

interface DrizzleSelect {
  select(): { from(table: unknown): Promise<Record<string, unknown>[]> }
}

/**
 * Every dealer row as a depth-0 document, read with three plain SELECTs through the adapter's
 * drizzle tables. `payload.find({ pagination: false })` builds the same documents through
 * per-row JSON subqueries and takes ~7 s for 3,000 dealers on SQLite; this takes a fraction
 * of a second. Only used to (re)build the in-memory search index.
 */
export async function loadDealerDocuments(payload: Payload): Promise<DealerDoc[]> {
  // The running config the adapter built its tables from, not the collection module (server/ imports no collection config).
  columns ??= columnsOf(payload.collections.dealers.config.fields)
  const db = payload.db as unknown as { drizzle: DrizzleSelect; tables: Record<string, unknown> }
  const [rows, texts, numbers] = await Promise.all([
    db.drizzle.select().from(db.tables.dealers),
    db.drizzle.select().from(db.tables.dealers_texts),
    db.drizzle.select().from(db.tables.dealers_whodis_assigned_numbers),
  ])
  const codesByParent = new Map<number, { order: number; text: string }[]>()
  for (const t of texts) {
    if (t.path !== 'serviceArea.servicedPostalCodes' || typeof t.text !== 'string') continue
    const parent = Number(t.parent)
    const list = codesByParent.get(parent) ?? []
    list.push({ order: Number(t.order), text: t.text })
    codesByParent.set(parent, list)
  }
  const numbersByParent = new Map<number, { order: number; numberType: string; phoneNumber: string | null; id: string }[]>()
  for (const n of numbers) {
    const parent = Number(n._parentID)
    const list = numbersByParent.get(parent) ?? []
    list.push({ order: Number(n._order), numberType: String(n.numberType), phoneNumber: (n.phoneNumber as string | null) ?? null, id: String(n.id) })
    numbersByParent.set(parent, list)
  }

  return rows.map((row) => {
    const doc: Record<string, unknown> = { id: Number(row.id), updatedAt: normalizeDate(row.updatedAt), createdAt: normalizeDate(row.createdAt) }
    for (const column of columns as Column[]) {
      let value = row[column.key]
      if (value === undefined) continue
      if (value !== null) {
        if (column.kind === 'number') value = Number(value)
        else if (column.kind === 'date') value = normalizeDate(value)
        else if (column.kind === 'checkbox') value = Boolean(value)
      }
      let target = doc
      for (const part of column.path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>
      target[column.path[column.path.length - 1] as string] = value
    }
    const id = Number(row.id)
    const serviceArea = (doc.serviceArea ??= {}) as Record<string, unknown>
    serviceArea.servicedPostalCodes = (codesByParent.get(id) ?? []).sort((a, b) => a.order - b.order).map((c) => c.text)
    const whodis = (doc.whodis ??= {}) as Record<string, unknown>
    whodis.assignedNumbers = (numbersByParent.get(id) ?? [])
      .sort((a, b) => a.order - b.order)
      .map(({ id: itemId, numberType, phoneNumber }) => ({ id: itemId, numberType, phoneNumber }))
    return doc as unknown as DealerDoc
  })
}
