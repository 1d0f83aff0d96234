import { z } from 'zod'

/**
 * Process configuration, validated once. A bad or missing value stops the process with one
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

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYLOAD_SECRET: z
    .string({ error: 'is required (a random string of at least 32 characters)' })
    .min(32, { message: 'must be at least 32 characters long' }),
  DATABASE_URL: databaseUrl.default('file:./data/site.db'),
  SITE_URL: httpUrl.default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MEDIA_DIR: z.string().trim().default('data/media'),
  /** Base-map style for the dealer map; unset = the offline base map shipped with the app. */
  MAP_STYLE_URL: optionalString,
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
    .refine((value) => value.split(',').every((entry) => entry.trim() === '' || /^[0-9a-f.:]+(?:\/\d{1,3})?$/i.test(entry.trim())), {
      error: 'must be IP addresses or CIDR ranges, comma-separated (127.0.0.1, 10.0.0.0/8, 2001:db8::/32)',
    }),
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

let cached: Env | undefined

/** Validated env; on failure prints one line and exits (the process cannot run misconfigured). */
export function loadEnv(): Env {
  if (cached) return cached
  try {
    cached = parseEnv(process.env)
    return cached
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
