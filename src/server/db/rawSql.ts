import { loadEnv } from '@/lib/env'
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

export interface SqlStatement {
  sql: string
  values: SqlValue[]
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

interface PgPoolWithOptions {
  options: Record<string, unknown>
  constructor: new (options: Record<string, unknown>) => unknown
}

const countersPools = new WeakMap<object, unknown>()

/**
 * The PostgreSQL pool for the rate-limit counters: Payload's database, on its own few connections
 * with `synchronous_commit = off`. A counter update then returns without waiting for its WAL
 * flush, and several are flushed together; a PostgreSQL crash can forget the last fraction of a
 * second of increments, which only lets a few more requests through. Leads, delivery state and
 * everything else stay on Payload's pool with durable commits.
 */
export function postgresPool(payload: Payload): unknown {
  if (!isPostgres(payload)) return undefined
  const pool = (payload.db as unknown as { pool?: PgPoolWithOptions }).pool
  if (!pool) return undefined
  let counters = countersPools.get(pool)
  if (!counters) {
    // Same driver and settings as Payload's pool (its class, its connection options).
    counters = new pool.constructor({ ...pool.options, max: loadEnv().DATABASE_COUNTERS_POOL_MAX, options: '-c synchronous_commit=off' })
    countersPools.set(pool, counters)
  }
  return counters
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
export async function runSqlTransaction(payload: Payload, statements: SqlStatement[]): Promise<SqlResult[]> {
  const db = payload.db as unknown as { pool?: PgPool & { connect(): Promise<PgClient> }; client?: LibsqlBatch }
  if (isPostgres(payload)) {
    if (!db.pool) throw new Error('PostgreSQL pool is not connected')
    // One statement is atomic and durable on its own: no BEGIN/COMMIT round trips.
    if (statements.length === 1) return [await runSql(payload, statements[0]!.sql, statements[0]!.values)]
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

interface Waiting {
  statements: SqlStatement[]
  resolve: (results: SqlResult[]) => void
  reject: (error: unknown) => void
}

/** Most statements one shared transaction takes. */
const MAX_GROUP_STATEMENTS = 400

/**
 * Group commit: callers that arrive while a transaction is being written share the next one, so
 * a burst of N writes pays for one commit (one fsync, one write lock) instead of N. Each caller's
 * statements are still all-or-nothing, and each caller hears back only after they are committed.
 * If a shared transaction fails (a unique key raced, say), every caller in it is retried alone,
 * so one bad write never fails the others.
 */
class GroupCommitter {
  private waiting: Waiting[] = []
  private writers = 0

  /**
   * @param lanes transactions written at the same time: 1 on SQLite (one writer anyway), a few on
   * PostgreSQL, which commits concurrent transactions side by side.
   */
  constructor(
    private readonly payload: Payload,
    private readonly lanes: number,
  ) {}

  submit(statements: SqlStatement[]): Promise<SqlResult[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ statements, resolve, reject })
      if (this.writers < this.lanes) {
        this.writers++
        // Lets the requests already read in this turn of the event loop join the first group.
        setImmediate(() => void this.drain())
      }
    })
  }

  private takeGroup(): Waiting[] {
    let count = 0
    let size = 0
    while (count < this.waiting.length && (count === 0 || size + this.waiting[count]!.statements.length <= MAX_GROUP_STATEMENTS)) {
      size += this.waiting[count]!.statements.length
      count++
    }
    return this.waiting.splice(0, count)
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.takeGroup()
      if (group.length > 1) {
        try {
          const results = await runSqlTransaction(this.payload, group.flatMap((w) => w.statements))
          let at = 0
          for (const w of group) {
            w.resolve(results.slice(at, at + w.statements.length))
            at += w.statements.length
          }
          continue
        } catch {
          // Rolled back as a whole: fall through and give each caller its own transaction.
        }
      }
      for (const w of group) {
        try {
          w.resolve(await runSqlTransaction(this.payload, w.statements))
        } catch (error) {
          w.reject(error)
        }
      }
    }
    this.writers--
  }
}

const committers = new WeakMap<object, GroupCommitter>()

/** Like runSqlTransaction, committed together with concurrent callers' statements (see GroupCommitter). */
export function runSqlTransactionGrouped(payload: Payload, statements: SqlStatement[]): Promise<SqlResult[]> {
  let committer = committers.get(payload.db)
  if (!committer) {
    committer = new GroupCommitter(payload, isPostgres(payload) ? 4 : 1)
    committers.set(payload.db, committer)
  }
  return committer.submit(statements)
}
