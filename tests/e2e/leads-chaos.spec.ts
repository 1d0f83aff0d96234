import { expect, test } from '@playwright/test'
import { runLeadsChaos } from '../../scripts/chaos/leadsChaos'

// Short chaos drill inside `npm test` (the long one is `npm run test:chaos`): a second `next start`
// of this build on its own port and database, killed with SIGKILL mid-burst, then restarted.
test('leads survive kill -9 mid-burst and are delivered exactly once per target', async () => {
  test.setTimeout(300_000)
  const report = await runLeadsChaos({
    leads: 120,
    concurrency: 12,
    kills: 1,
    webhookDownMs: 4_000,
    deliveryTimeoutMs: 120_000,
    log: (line) => console.log(line),
  })
  console.log(JSON.stringify({ ...report, problems: report.problems.slice(0, 10) }))
  expect(report.killedAfter).toHaveLength(1)
  expect(report.missingAcked).toEqual([])
  expect(report.problems).toEqual([])
  expect(report.storedLeads).toBe(120)
  expect(report.delivered).toBe(120)
  expect(report.emlFiles).toBe(120)
  expect(report.webhookEvents).toBe(120)
  expect(report.webhookDuplicates).toBe(0)
})
