import { z } from 'zod'

export { nextRuntime, skipPayloadDependencyCheck } from './runtime'

/**
 * Process configuration: the one place that reads `process.env` (lint forbids it elsewhere in src;
 * docs/configuration.md lists every variable). A bad or missing value stops the process with one
 * line naming the variable (see `loadEnv`), never a stack trace.
 */
const databaseUrl = z
  .string()
  .trim()
  .refine((v) => /^(postgres|postgresql):\/\/.+/.test(v) || /^file:.+/.test(v), {
    message: 'must be a postgres:// URL or a file: URL for SQLite (e.g. file:./data/site.db)',
  })

const httpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/[^\s/]+/.test(v), { message: 'must be an http(s) URL' })
  .transform((v) => v.replace(/\/+$/, ''))

/** Unset, or empty, is no URL; anything else must be an http(s) URL. */
const optionalHttpUrl = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), httpUrl.optional())

/** Unset, or a path on this site ("/tiles/us.pmtiles"), or an http(s) URL. */
const sitePathOrUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/[^\s/]+\S*$/.test(v), { message: 'must be a path starting with / or an http(s) URL' })

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : /^(1|true|yes|on)$/i.test(v)))

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => {
      const n = Number(v)
      return v && Number.isInteger(n) && n > 0 ? n : fallback
    })

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYLOAD_SECRET: z
    .string({ error: 'is required (a random string of at least 32 characters)' })
    .min(32, { message: 'must be at least 32 characters long' }),
  DATABASE_URL: databaseUrl.default('file:./data/site.db'),
  SITE_URL: httpUrl.default('http://localhost:3000'),
  /** Unset: `warn` under Vitest, else `info` (see `logLevel`). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  MEDIA_DIR: z.string().trim().default('data/media'),
  /** Uploaded documents (PDF); unset = `documents` beside MEDIA_DIR. */
  DOCUMENTS_DIR: optionalString,
  /** The port this server listens on: the proxy and the experiment counters call the app itself there. */
  PORT: positiveInt(3000),
  DATABASE_POOL_MAX: positiveInt(10),
  /** Extra PostgreSQL connections for the rate-limit counters (docs/leads.md). */
  DATABASE_COUNTERS_POOL_MAX: positiveInt(4),
  /** Redis for the shared page cache; read by src/server/cache/redis-cache-handler.mjs (validated here at start). */
  REDIS_URL: optionalString,
  REDIS_CACHE_PREFIX: z.string().trim().default('hvac'),
  /** How often each process writes the experiment counts it holds in memory. */
  EXPERIMENT_COUNTS_FLUSH_MS: positiveInt(10_000),
  /** Base-map style for the dealer map; unset = the offline base map shipped with the app. */
  MAP_STYLE_URL: optionalString,
  /**
   * A self-hosted PMTiles archive of streets for the dealer map (a path on this site or an http(s)
   * URL; docs/locator.md "Street map"); unset = the offline base map. MAP_STYLE_URL wins when both are set.
   */
  MAP_PMTILES_URL: sitePathOrUrl,
  /** Self-hosted glyphs for the PMTiles map's names, with {fontstack} and {range}; unset = no names. */
  MAP_GLYPHS_URL: sitePathOrUrl.refine((v) => v === undefined || (v.includes('{fontstack}') && v.includes('{range}')), {
    message: 'must contain {fontstack} and {range}',
  }),
  /**
   * A self-hosted Photon geocoder (its base URL) for address autocomplete with streets; unset = the
   * offline places shipped with the app (city, state and ZIP only). docs/configuration.md.
   */
  PHOTON_URL: optionalHttpUrl,
  /** How long an autocomplete request waits for Photon before answering from the offline places. */
  PHOTON_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 100 to 10000' })
    .int({ error: 'must be a whole number of milliseconds from 100 to 10000' })
    .min(100, { error: 'must be a whole number of milliseconds from 100 to 10000' })
    .max(10_000, { error: 'must be a whole number of milliseconds from 100 to 10000' })
    .default(1500),
  /** Proxies in front of the app that append to X-Forwarded-For; 0 = clients connect directly. */
  TRUST_PROXY_HOPS: z.coerce.number({ error: 'must be a whole number of proxies (0 or more)' }).int({ error: 'must be a whole number of proxies (0 or more)' }).min(0, { error: 'must be a whole number of proxies (0 or more)' }).default(0),
  /** Addresses or CIDR ranges of those proxies (comma-separated); X-Forwarded-For is read only from them. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
        const match = /^([0-9a-f.:]+)(?:\/(\d{1,3}))?$/i.exec(entry)
        const maxBits = match?.[1]?.includes(':') ? 128 : 32
        if (!match || (match[2] !== undefined && Number(match[2]) > maxBits)) {
          ctx.addIssue({ code: 'custom', message: `has "${entry}", not an IP address or a CIDR range (127.0.0.1, 10.0.0.0/8, 2001:db8::/32)` })
          return
        }
      }
    }),

  /** SMTP transport URL (smtp://user:pass@host:587). Unset: messages are written as .eml files to LEAD_OUTBOX_DIR. */
  SMTP_URL: optionalString,
  LEAD_OUTBOX_DIR: z.string().trim().default('data/outbox'),
  LEAD_MAIL_FROM: z.string().trim().default('Dealer leads <leads@localhost>'),
  /** Inbox for dealer leads whose dealer is not in the directory or has no email (docs/leads.md). */
  LEAD_BRAND_EMAIL: optionalString,
  /** Sends every dealer email here instead of the dealer's own address (staging, tests). */
  LEAD_DEALER_EMAIL_OVERRIDE: optionalString,
  CRM_WEBHOOK_URL: optionalString,
  CRM_WEBHOOK_SECRET: optionalString,
  CRM_WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
  /** Set to false on web instances when dedicated workers run the jobs (`npm run jobs:worker`). */
  JOBS_AUTORUN: flag(true),
  /** How often each process polls the lead queue (6-field cron, seconds first). */
  JOBS_AUTORUN_CRON: z.string().trim().default('*/5 * * * * *'),
  /** How often a delivery run is scheduled (6-field cron): it delivers every lead that is due. */
  LEAD_DELIVERY_CRON: z.string().trim().default('*/5 * * * * *'),
  /** Most leads one delivery run attempts; the rest wait for the next run. */
  LEAD_DELIVERY_BATCH: positiveInt(200),
  /** Leads one delivery run works on side by side (their email and webhook calls overlap). */
  LEAD_DELIVERY_CONCURRENCY: positiveInt(4),
  /**
   * Delivery in a web process waits up to this long before each lead while lead submissions are
   * being stored in that process, so the homeowner's answer comes first (0: never waits).
   */
  LEAD_DELIVERY_YIELD_MS: z
    .string()
    .trim()
    .optional()
    .transform((v) => {
      const n = Number(v)
      return v && Number.isInteger(n) && n >= 0 ? n : 200
    }),
  /** A claimed delivery not finished within this time is considered abandoned and retried. */
  LEAD_DELIVERY_CLAIM_MS: positiveInt(5 * 60_000),
  /** Multiplies the retry back-off (1 = 1 min, 5 min, ... 24 h). Below 1 only for drills and chaos tests. */
  LEAD_RETRY_DELAY_SCALE: z
    .string()
    .trim()
    .optional()
    .transform((v) => {
      const n = Number(v)
      return v && Number.isFinite(n) && n > 0 ? Math.max(n, 0.0001) : 1
    }),
  /** Per-IP and per-email intake limits: points per window. */
  LEAD_RATE_LIMIT_IP_POINTS: positiveInt(30),
  LEAD_RATE_LIMIT_EMAIL_POINTS: positiveInt(10),
  LEAD_RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
  LEAD_MAX_BODY_BYTES: positiveInt(32 * 1024),
  /**
   * Call tracking (/api/whodis), per window: requests per client; numbers taken from other visitors
   * per client and pool, and per pool (the client budget stays below the pool's, so one client
   * cannot use up a pool's budget for every visitor).
   */
  WHODIS_RATE_LIMIT_CLIENT_POINTS: positiveInt(30),
  WHODIS_RATE_LIMIT_CLIENT_RECYCLE_POINTS: positiveInt(3),
  WHODIS_RATE_LIMIT_RECYCLE_POINTS: positiveInt(10),
  WHODIS_RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
  /** Admin login: failed attempts per client address, and per account from browsers it never signed in on. */
  LOGIN_RATE_LIMIT_IP_POINTS: positiveInt(10),
  LOGIN_RATE_LIMIT_ACCOUNT_POINTS: positiveInt(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
  /** Days of lease history (phone-lease-events) kept; older rows are deleted as new ones are written. */
  WHODIS_HISTORY_DAYS: positiveInt(90),
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  constructor(readonly variable: string, readonly problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`)
    this.name = 'EnvError'
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const variable = String(issue?.path[0] ?? 'environment')
  throw new EnvError(variable, issue?.message ?? 'is invalid')
}

const ENV_KEYS = Object.keys(envSchema.shape)
let cached: { key: string; value: Env } | undefined

/**
 * Validated env; on failure prints one line and exits (the process cannot run misconfigured).
 * Parsed again only when one of its variables changed (the lead intake reads it on every lead;
 * tests and workers change variables without a restart).
 */
export function loadEnv(): Env {
  const key = ENV_KEYS.map((name) => process.env[name] ?? '\u0000').join('\u0001')
  if (cached?.key === key) return cached.value
  try {
    cached = { key, value: parseEnv(process.env) }
    return cached.value
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

export function isPostgresUrl(url: string): boolean {
  return /^(postgres|postgresql):\/\//.test(url)
}

