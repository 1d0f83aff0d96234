import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { logger } from '@/lib/logger'
import { loadEnv } from '@/lib/env'
import { postgresPool } from '@/server/db/rawSql'
import { rateLimitClientKey } from '@/domain/http/clientAddress'

/**
 * Lead intake limits per client IP and per email address, and the call-tracking limits per client
 * and per pool (rate-limiter-flexible). One process
 * (SQLite) keeps counters in memory; with PostgreSQL they live in the table `lead_rate_limits`
 * on Payload's own pool, so every instance shares them. If that store fails, an in-memory
 * limiter takes over rather than refusing real people.
 */
export interface RateLimitVerdict {
  limited: boolean
  retryAfterSeconds: number
}

interface Limiters {
  ip: RateLimiterAbstract
  email: RateLimiterAbstract
  whodisClient: RateLimiterAbstract
  whodisClientRecycle: RateLimiterAbstract
  whodisRecycle: RateLimiterAbstract
  loginIp: RateLimiterAbstract
  loginAccount: RateLimiterAbstract
  experimentClick: RateLimiterAbstract
}

let ready: Promise<Limiters> | undefined
let readyFor: Payload | undefined

const TABLE = 'lead_rate_limits'

function postgresLimiter(pool: unknown, keyPrefix: string, points: number, duration: number, tableCreated: boolean): Promise<RateLimiterAbstract> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated,
        keyPrefix,
        points,
        duration,
        clearExpiredByTimeout: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      },
      // With tableCreated the callback runs inside the constructor: defer so `limiter` is assigned.
      (error?: Error) => queueMicrotask(() => (error ? reject(error) : resolve(limiter))),
    )
  })
}

async function createLimiters(payload: Payload): Promise<Limiters> {
  const env = loadEnv()
  const specs: [keyof Limiters, string, number, number][] = [
    ['ip', 'lead_ip', env.LEAD_RATE_LIMIT_IP_POINTS, env.LEAD_RATE_LIMIT_WINDOW_SECONDS],
    ['email', 'lead_email', env.LEAD_RATE_LIMIT_EMAIL_POINTS, env.LEAD_RATE_LIMIT_WINDOW_SECONDS],
    ['whodisClient', 'whodis_client', env.WHODIS_RATE_LIMIT_CLIENT_POINTS, env.WHODIS_RATE_LIMIT_WINDOW_SECONDS],
    ['whodisClientRecycle', 'whodis_client_recycle', env.WHODIS_RATE_LIMIT_CLIENT_RECYCLE_POINTS, env.WHODIS_RATE_LIMIT_WINDOW_SECONDS],
    ['whodisRecycle', 'whodis_recycle', env.WHODIS_RATE_LIMIT_RECYCLE_POINTS, env.WHODIS_RATE_LIMIT_WINDOW_SECONDS],
    ['loginIp', 'login_ip', env.LOGIN_RATE_LIMIT_IP_POINTS, env.LOGIN_RATE_LIMIT_WINDOW_SECONDS],
    ['loginAccount', 'login_account', env.LOGIN_RATE_LIMIT_ACCOUNT_POINTS, env.LOGIN_RATE_LIMIT_WINDOW_SECONDS],
    // Experiment click beacons: a visitor clicks a few calls to action, not hundreds.
    ['experimentClick', 'xp_click', 30, 600],
  ]
  const pool = postgresPool(payload)
  const limiters: Partial<Limiters> = {}
  for (const [index, [name, keyPrefix, points, duration]] of specs.entries()) {
    // One after the other: the first creates the shared table.
    limiters[name] = pool
      ? await postgresLimiter(pool, keyPrefix, points, duration, index > 0)
      : new RateLimiterMemory({ keyPrefix, points, duration })
  }
  const { ip, email, whodisClient, whodisClientRecycle, whodisRecycle, loginIp, loginAccount, experimentClick } = limiters
  if (!ip || !email || !whodisClient || !whodisClientRecycle || !whodisRecycle || !loginIp || !loginAccount || !experimentClick) throw new Error('rate limiters not created')
  return { ip, email, whodisClient, whodisClientRecycle, whodisRecycle, loginIp, loginAccount, experimentClick }
}

function limiters(payload: Payload): Promise<Limiters> {
  if (!ready || readyFor !== payload) {
    readyFor = payload
    ready = createLimiters(payload).catch((error) => {
      ready = undefined
      throw error
    })
  }
  return ready
}

async function consume(payload: Payload, which: keyof Limiters, key: string): Promise<RateLimitVerdict> {
  try {
    await (await limiters(payload))[which].consume(key)
    return { limited: false, retryAfterSeconds: 0 }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    }
    // The store itself failed (and its insurance too): let the lead through, say so in the log.
    logger.error({ err: error, limiter: which }, 'lead rate limiter unavailable; request allowed')
    return { limited: false, retryAfterSeconds: 0 }
  }
}

/** A client as the limits count it: an IPv6 client is its /64 (src/domain/http/clientAddress.ts). */
const clientKey = (ip: string | null): string => rateLimitClientKey(ip) ?? 'unknown'

export function limitByIp(payload: Payload, ip: string | null): Promise<RateLimitVerdict> {
  return consume(payload, 'ip', clientKey(ip))
}

export function limitByEmail(payload: Payload, email: string): Promise<RateLimitVerdict> {
  return consume(payload, 'email', email.toLowerCase())
}

/** Every /api/whodis request of one client. */
export function limitWhodisByClient(payload: Payload, ip: string | null): Promise<RateLimitVerdict> {
  return consume(payload, 'whodisClient', clientKey(ip))
}

/**
 * Taking over a number another client holds: a few times per client and pool, so one client cannot
 * sweep a pool. Asked before the pool's budget: a client it refuses spends nothing of the pool's.
 */
export function limitWhodisClientRecycle(payload: Payload, ip: string | null, routingGroupId: string): Promise<RateLimitVerdict> {
  return consume(payload, 'whodisClientRecycle', `${clientKey(ip)}|${routingGroupId}`)
}

/**
 * Taking over the number of a visitor who came back for it (the pool holds nothing cheaper): bounded
 * per pool from all clients together, so a sweep from many addresses cannot take visitors' numbers.
 */
export function limitWhodisPoolRecycle(payload: Payload, routingGroupId: string): Promise<RateLimitVerdict> {
  return consume(payload, 'whodisRecycle', routingGroupId)
}

/** Experiment click beacons of one client (POST /api/experiments/click). */
export function limitExperimentClicks(payload: Payload, ip: string | null): Promise<RateLimitVerdict> {
  return consume(payload, 'experimentClick', clientKey(ip))
}

export type LoginLimit = 'loginIp' | 'loginAccount'

/** Counts one sign-in attempt against `key` before it is tried; `limited` refuses it. */
export function consumeSignInAttempt(payload: Payload, which: LoginLimit, key: string): Promise<RateLimitVerdict> {
  return consume(payload, which, key)
}

/** Gives back the attempt counted against `key`: it succeeded. */
export async function refundSignInAttempt(payload: Payload, which: LoginLimit, key: string): Promise<void> {
  try {
    const limiter = (await limiters(payload))[which]
    const state = await limiter.get(key)
    if (state && state.consumedPoints > 0) await limiter.reward(key, 1)
  } catch (error) {
    logger.error({ err: error, limiter: which }, 'login rate limiter unavailable; attempt not given back')
  }
}

/** @internal Tests: start again with fresh counters and the current environment. */
export function resetRateLimiters(): void {
  ready = undefined
  readyFor = undefined
}
