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

/** The attempts of a log, oldest first; a line that is not an attempt (hand-edited, cut) is skipped. */
export function readAttempts(log: string | null | undefined): DeliveryAttempt[] {
  const attempts: DeliveryAttempt[] = []
  for (const line of (log ?? '').split('\n')) {
    try {
      const value: unknown = JSON.parse(line)
      if (!value || typeof value !== 'object') continue
      const { at, outcome, to, error } = value as Record<string, unknown>
      if (typeof at !== 'string' || typeof outcome !== 'string' || !OUTCOMES.includes(outcome)) continue
      attempts.push({ at, outcome: outcome as AttemptOutcome, to: typeof to === 'string' ? to : null, error: typeof error === 'string' ? error : null })
    } catch {
      // not an attempt line
    }
  }
  return attempts
}
