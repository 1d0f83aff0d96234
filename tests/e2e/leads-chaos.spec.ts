import { expect, test } from '@playwright/test'
import { runLeadsChaos } from '../../scripts/chaos/leadsChaos'

// The short chaos drill of `npm test`: a second `npm start` of this build on its own port and
// database, killed with SIGKILL once in the middle of one burst of leads, then restarted; the
// browser-style retries of unanswered requests follow. No acknowledged lead is lost and each
// Idempotency-Key is stored once. The long drill (several kills, a webhook outage, every lead
// delivered exactly once) is `npm run test:chaos`.
test('leads survive kill -9 mid-burst: no acknowledged lead is lost, each key stored once', async () => {
  test.setTimeout(150_000)
  const report = await runLeadsChaos({
    leads: 40,
    concurrency: 8,
    kills: 1,
    webhookDownMs: 0,
    deliveryTimeoutMs: 0,
    checkDelivery: false,
    log: (line) => console.log(line),
  })
  console.log(JSON.stringify({ ...report, problems: report.problems.slice(0, 10) }))
  expect(report.killedAfter).toHaveLength(1)
  expect(report.acked).toBeGreaterThan(0)
  expect(report.missingAcked).toEqual([])
  expect(report.problems).toEqual([])
  expect(report.storedLeads).toBe(40)
})
