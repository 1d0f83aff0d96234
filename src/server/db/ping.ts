import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Round-trips a trivial query through the adapter in use; throws when the database is unreachable. */
export async function pingDatabase(payload: Payload, timeoutMs = 3_000): Promise<void> {
  const db = payload.db as unknown as { name: string; drizzle: { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> } }
  const query = sql`select 1`
  const run = db.name === 'postgres' ? db.drizzle.execute?.(query) : db.drizzle.run?.(query)
  if (!run) throw new Error(`cannot ping database adapter ${db.name}`)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs)
  })
  try {
    await Promise.race([run, timeout])
  } finally {
    clearTimeout(timer)
  }
}
