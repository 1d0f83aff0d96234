/**
 * Lead submissions being stored in this process right now. Delivery running in a web process
 * (JOBS_AUTORUN, the default) gives way to them: a homeowner waits for the 201, a dealer email can
 * leave a moment later. Dedicated workers (`npm run jobs:worker`) have no intake and never wait.
 */
let inFlight = 0
let idle: (() => void)[] = []

/** Marks one submission as started; call the returned function when it is answered. */
export function intakeStarted(): () => void {
  inFlight++
  let ended = false
  return () => {
    if (ended) return
    ended = true
    inFlight--
    if (inFlight === 0) {
      const waiting = idle
      idle = []
      for (const resolve of waiting) resolve()
    }
  }
}

/** Resolves when no submission is being stored, or after `maxMs` at the latest (so delivery always moves on). */
export function whenIntakeIdle(maxMs: number): Promise<void> {
  if (inFlight === 0 || maxMs <= 0) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      idle = idle.filter((r) => r !== done)
      resolve()
    }, maxMs)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    idle.push(done)
  })
}
