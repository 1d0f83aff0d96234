import { z } from 'zod'

/**
 * Lead pipeline settings read from the environment (secrets and per-deployment wiring).
 * Editorial settings (retention, homeowner confirmation) live in the LeadSettings global.
 * Read on each use, so tests and workers can change them without a restart.
 */
const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : /^(1|true|yes|on)$/i.test(v)))

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => {
      const n = Number(v)
      return v && Number.isInteger(n) && n > 0 ? n : fallback
    })

const leadEnvSchema = z.object({
  /** SMTP transport URL (smtp://user:pass@host:587). Unset: messages are written as .eml files to LEAD_OUTBOX_DIR. */
  SMTP_URL: optionalText,
  LEAD_OUTBOX_DIR: z.string().trim().default('data/outbox'),
  LEAD_MAIL_FROM: z.string().trim().default('Dealer leads <leads@localhost>'),
  /** Inbox for dealer leads whose dealer is not in the directory or has no email (docs/leads.md). */
  LEAD_BRAND_EMAIL: optionalText,
  /** Sends every dealer email here instead of the dealer's own address (staging, tests). */
  LEAD_DEALER_EMAIL_OVERRIDE: optionalText,
  CRM_WEBHOOK_URL: optionalText,
  CRM_WEBHOOK_SECRET: optionalText,
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

export type LeadEnv = z.output<typeof leadEnvSchema>

const LEAD_ENV_KEYS = Object.keys(leadEnvSchema.shape) as (keyof typeof leadEnvSchema.shape)[]
let cached: { key: string; value: LeadEnv } | undefined

export function leadEnv(source: Record<string, string | undefined> = process.env): LeadEnv {
  // Parsed again only when one of its variables changed (the intake reads this on every lead).
  const key = LEAD_ENV_KEYS.map((name) => source[name] ?? '\u0000').join('\u0001')
  if (source === process.env && cached?.key === key) return cached.value
  const parsed = leadEnvSchema.safeParse(source)
  // Every field has a fallback; a failure here is a programming error, not bad config.
  if (!parsed.success) throw new Error(`Invalid lead configuration: ${parsed.error.issues[0]?.message}`)
  if (source === process.env) cached = { key, value: parsed.data }
  return parsed.data
}
