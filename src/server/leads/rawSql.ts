import type { Payload } from 'payload'

/**
 * A few statements the Payload API cannot express atomically (compare-and-set claims).
 * Written once with `?` placeholders; PostgreSQL gets `$1..$n`. Values: strings, numbers, null.
 */
export type SqlValue = string | number | null

export interface SqlResult {
  rowsAffected: number
  rows: Record<string, unknown>[]
}

interface PgPool {
  query(text: string, values: SqlValue[]): Promise<{ rowCount: number | null; rows: Record<string, unknown>[] }>
}
interface LibsqlClient {
  execute(statement: { sql: string; args: SqlValue[] }): Promise<{ rowsAffected: number; rows: unknown[]; columns: string[] }>
}

export function isPostgres(payload: Payload): boolean {
  return payload.db.name === 'postgres'
}

export async function runSql(payload: Payload, statement: string, values: SqlValue[] = []): Promise<SqlResult> {
  const db = payload.db as unknown as { pool?: PgPool; client?: LibsqlClient }
  if (isPostgres(payload)) {
    if (!db.pool) throw new Error('PostgreSQL pool is not connected')
    let n = 0
    const result = await db.pool.query(statement.replace(/\?/g, () => `$${++n}`), values)
    return { rowsAffected: result.rowCount ?? 0, rows: result.rows }
  }
  if (!db.client) throw new Error('SQLite client is not connected')
  const result = await db.client.execute({ sql: statement, args: values })
  const rows = result.rows.map((row) => Object.fromEntries(result.columns.map((c, i) => [c, (row as unknown[])[i]])))
  return { rowsAffected: result.rowsAffected, rows }
}

/** The PostgreSQL pool Payload uses, for stores that share it (rate limits). */
export function postgresPool(payload: Payload): unknown {
  return isPostgres(payload) ? (payload.db as unknown as { pool?: unknown }).pool : undefined
}

interface PgClient extends PgPool {
  release(): void
}
interface LibsqlBatch {
  batch(
    statements: { sql: string; args: SqlValue[] }[],
    mode: 'write',
  ): Promise<{ rowsAffected: number; rows: unknown[]; columns: string[] }[]>
}

/** Statements run atomically (one transaction); the results in order. */
export async function runSqlTransaction(payload: Payload, statements: { sql: string; values: SqlValue[] }[]): Promise<SqlResult[]> {
  const db = payload.db as unknown as { pool?: PgPool & { connect(): Promise<PgClient> }; client?: LibsqlBatch }
  if (isPostgres(payload)) {
    if (!db.pool) throw new Error('PostgreSQL pool is not connected')
    const client = await db.pool.connect()
    try {
      await client.query('BEGIN', [])
      const results: SqlResult[] = []
      for (const statement of statements) {
        let n = 0
        const result = await client.query(statement.sql.replace(/\?/g, () => `$${++n}`), statement.values)
        results.push({ rowsAffected: result.rowCount ?? 0, rows: result.rows })
      }
      await client.query('COMMIT', [])
      return results
    } catch (error) {
      await client.query('ROLLBACK', []).catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }
  if (!db.client) throw new Error('SQLite client is not connected')
  const results = await db.client.batch(statements.map((s) => ({ sql: s.sql, args: s.values })), 'write')
  return results.map((result) => ({
    rowsAffected: result.rowsAffected,
    rows: result.rows.map((row) => Object.fromEntries(result.columns.map((c, i) => [c, (row as unknown[])[i]]))),
  }))
}
