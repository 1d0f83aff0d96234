import fs from 'node:fs'
import type { Payload } from 'payload'

/** Names of the committed migrations for the adapter in use (file names without extension). */
export function committedMigrationNames(migrationDir: string): string[] {
  if (!fs.existsSync(migrationDir)) return []
  return fs
    .readdirSync(migrationDir)
    .filter((f) => /\.(ts|js)$/.test(f) && !/^index\.(ts|js)$/.test(f))
    .map((f) => f.replace(/\.(ts|js)$/, ''))
    .sort()
}

function errorText(error: unknown): string {
  const parts: string[] = []
  for (let e: unknown = error; e && parts.length < 5; e = (e as { cause?: unknown }).cause) {
    parts.push(e instanceof Error ? e.message : String(e))
  }
  return parts.join(' | ')
}

/** Migrations committed to the repository but not yet applied to this database. */
export async function pendingMigrations(payload: Payload): Promise<string[]> {
  const committed = committedMigrationNames(payload.db.migrationDir)
  let applied = new Set<string>()
  try {
    const found = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })
    applied = new Set(found.docs.map((d) => String((d as { name?: string }).name)))
  } catch (error) {
    // A database that was never migrated has no migrations table: nothing is applied. Any other
    // failure (unreachable, locked) is not evidence about the schema and goes to the caller.
    if (!/no such table|does not exist/i.test(errorText(error))) throw error
  }
  return committed.filter((name) => !applied.has(name))
}

export class SchemaBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `Database schema is behind: ${pending.length} migration(s) not applied (${pending.join(', ')}). Run "npm run db:migrate" and start again.`,
    )
    this.name = 'SchemaBehindError'
  }
}

export async function assertSchemaIsCurrent(payload: Payload): Promise<void> {
  const pending = await pendingMigrations(payload)
  if (pending.length > 0) throw new SchemaBehindError(pending)
}
