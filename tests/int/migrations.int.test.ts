import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adapterName, testPayload } from './support/payload'

type Snapshot = { tables: Record<string, { columns: Record<string, { type: string; notNull: boolean; primaryKey: boolean }>; indexes?: Record<string, { columns: unknown[]; isUnique: boolean }> }> }

/** Each table's columns (name, type, null, key) and indexes, as sorted lines. */
function shape(snapshot: Snapshot): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(snapshot.tables).map(([table, t]) => [
      table,
      [
        ...Object.entries(t.columns).map(([name, c]) => `column ${name} ${c.type}${c.notNull ? ' not null' : ''}${c.primaryKey ? ' primary key' : ''}`),
        ...Object.entries(t.indexes ?? {}).map(([name, i]) => `index ${name} (${JSON.stringify(i.columns)})${i.isUnique ? ' unique' : ''}`),
      ].sort(),
    ]),
  )
}

describe(`migrations (${adapterName()})`, () => {
  // A field changed without `npm run db:migrate:create` leaves the database of every deployment
  // behind the code: the schema today's config describes must be the one the last migration wrote.
  it('the committed migrations describe the schema of the current config', async () => {
    const payload = await testPayload()
    const db = payload.db as unknown as { schema: unknown; requireDrizzleKit(): { generateDrizzleJson(schema: unknown): Promise<Snapshot> } }
    const fromConfig = await db.requireDrizzleKit().generateDrizzleJson(db.schema)
    const dir = path.resolve('src/migrations', adapterName())
    const last = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().at(-1)!
    const committed = JSON.parse(fs.readFileSync(path.join(dir, last), 'utf8')) as Snapshot
    expect(shape(fromConfig), `schema of the config vs ${last}`).toEqual(shape(committed))
  })
})
