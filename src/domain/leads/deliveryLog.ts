/**
 * Each delivery attempt of one target (dealer email, CRM, homeowner copy), as the lead keeps it: one
 * JSON object a line, newest last, the last MAX_LOG_LINES kept. The admin shows it as a list of
 * times and outcomes.
 */
export type AttemptOutcome = 'delivered' | 'failed' | 'dead'
export type DeliveryAttempt = { at: string; outcome: AttemptOutcome; to?: string | null; error?: string | null }

export const MAX_LOG_LINES = 20

const OUTCOMES: readonly string[] = ['delivered', 'failed', 'dead']

export function appendAttempt(log: string | null | undefined, attempt: DeliveryAttempt): string {
  const lines = (log ?? '').split('\n').filter(Boolean)
  lines.push(JSON.stringify({ at: attempt.at, outcome: attempt.outcome, to: attempt.to ?? null, error: attempt.error ? attempt.error.slice(0, 300) : null }))
  return lines.slice(-MAX_LOG_LINES).join('\n')
}

/**
 * Errors that attempts logged before the messages were written for editors (until 2026-11-28) named
 * settings and code ("CRM_WEBHOOK_URL is not set"): read in today's words. The rest pass unchanged.
 */
const OLD_ERRORS: readonly (readonly [RegExp, string])[] = [
  [/^CRM_WEBHOOK_URL is not set$/, 'Not sent to a CRM: no CRM is connected'],
  [/^CRM_WEBHOOK_SECRET is not set.*$/, 'Not sent to the CRM: its connection has no signing key, and leads are never sent unsigned'],
  [/^CRM webhook unreachable: (.*)$/s, 'The CRM could not be reached ($1)'],
  [/^CRM webhook answered (\d+): (.*)$/s, 'The CRM refused the lead (answer $1: $2)'],
  [/^(.*), and LEAD_BRAND_EMAIL is not set to route it to the brand$/s, '$1, and no brand lead inbox is set up to take it instead'],
  [/^The lead names no dealer \(companyId\)$/, 'The lead names no dealer'],
]

export function deliveryErrorInWords(error: string): string {
  for (const [pattern, words] of OLD_ERRORS) if (pattern.test(error)) return error.replace(pattern, words)
  return error
}

/** The attempts of a log, oldest first (errors in an editor's words); a line that is not an attempt (hand-edited, cut) is skipped. */
export function readAttempts(log: string | null | undefined): DeliveryAttempt[] {
  const attempts: DeliveryAttempt[] = []
  for (const line of (log ?? '').split('\n')) {
    try {
      const value: unknown = JSON.parse(line)
      if (!value || typeof value !== 'object') continue
      const { at, outcome, to, error } = value as Record<string, unknown>
      if (typeof at !== 'string' || typeof outcome !== 'string' || !OUTCOMES.includes(outcome)) continue
      attempts.push({ at, outcome: outcome as AttemptOutcome, to: typeof to === 'string' ? to : null, error: typeof error === 'string' ? deliveryErrorInWords(error) : null })
    } catch {
      // not an attempt line
    }
  }
  return attempts
}
