/**
 * Lead delivery to a dealer (CRM webhook / email) retries on a widening schedule, then the
 * lead goes to the dead letter for a person to look at. Shape after the lead-routing practice in
 * research/locators.md, with the first retry at 1 minute rather than 5 seconds so a dealer
 * endpoint that is briefly down is not hammered.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  60_000, // 1 min
  5 * 60_000, // 5 min
  30 * 60_000, // 30 min
  2 * 60 * 60_000, // 2 h
  6 * 60 * 60_000, // 6 h
  24 * 60 * 60_000, // 24 h
]

/** @internal The first try plus one per retry delay (what the tests count to). */
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1

/**
 * Delay before the next attempt, given the number (1-based) of the attempt that just failed;
 * null when that was the last one and the lead is dead-lettered.
 */
export function nextAttemptDelayMs(attemptNumber: number): number | null {
  if (!Number.isInteger(attemptNumber) || attemptNumber < 1) {
    throw new RangeError(`attemptNumber must be a positive integer, got ${attemptNumber}`)
  }
  return RETRY_DELAYS_MS[attemptNumber - 1] ?? null
}
