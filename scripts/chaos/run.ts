/**
 * `npm run test:chaos`: the long lead-pipeline chaos drill (several kill -9 during a larger burst,
 * webhook down for 20 s). Needs a production build (`npm run build`, or NEXT_DIST_DIR pointing at one).
 */
import fs from 'node:fs'
import path from 'node:path'
import { runLeadsChaos } from './leadsChaos'

const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`npm run test:chaos drills a production build, and ${distDir} has none: run \`npm run build\` first.`)
  process.exit(1)
}

const report = await runLeadsChaos({
  leads: Number(process.env.CHAOS_LEADS ?? 1000),
  concurrency: Number(process.env.CHAOS_CONCURRENCY ?? 32),
  kills: Number(process.env.CHAOS_KILLS ?? 4),
  webhookDownMs: Number(process.env.CHAOS_WEBHOOK_DOWN_MS ?? 20_000),
  deliveryTimeoutMs: Number(process.env.CHAOS_DELIVERY_TIMEOUT_MS ?? 300_000),
  log: (line) => console.log(line),
})
console.log(JSON.stringify(report, null, 2))
process.exit(report.problems.length ? 1 : 0)
