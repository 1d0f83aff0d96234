import { describe, expect, it } from 'vitest'
import { intakeStarted, whenIntakeIdle } from './intakeActivity'

const settled = async (promise: Promise<void>, withinMs: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), withinMs))])

describe('delivery giving way to lead intake', () => {
  it('does not wait when no submission is being stored', async () => {
    expect(await settled(whenIntakeIdle(1_000), 20)).toBe(true)
  })

  it('waits until the last submission in flight is answered', async () => {
    const first = intakeStarted()
    const second = intakeStarted()
    const waiting = whenIntakeIdle(5_000)
    first()
    expect(await settled(waiting, 30)).toBe(false)
    second()
    expect(await settled(waiting, 30)).toBe(true)
  })

  it('never waits longer than the limit, so delivery keeps moving under constant intake', async () => {
    const ended = intakeStarted()
    const started = Date.now()
    // Resolves while the intake is still busy (it ends only below): after the limit, not before.
    await whenIntakeIdle(60)
    expect(Date.now() - started).toBeGreaterThanOrEqual(55)
    ended()
    ended() // answering twice counts once
    expect(await settled(whenIntakeIdle(1_000), 20)).toBe(true)
  })
})
