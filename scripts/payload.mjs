#!/usr/bin/env node
// `node scripts/payload.mjs <payload CLI args>`: the Payload CLI, retried when module loading
// stalls before the command ran (see scripts/support/exit-if-stalled.mjs). Nothing has touched the
// database at that point, so running it again is safe.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const STALLED = 75
const here = path.dirname(fileURLToPath(import.meta.url))
const guard = path.join(here, 'support', 'exit-if-stalled.mjs')
const payloadBin = path.join(here, '..', 'node_modules', 'payload', 'bin.js')

for (let attempt = 1; attempt <= 5; attempt++) {
  const result = spawnSync(process.execPath, ['--import', guard, payloadBin, ...process.argv.slice(2)], { stdio: 'inherit' })
  if (result.status !== STALLED) process.exit(result.status ?? 1)
  console.error(`payload ${process.argv[2] ?? ''}: retrying (attempt ${attempt + 1})`)
}
console.error('payload CLI stalled five times while loading; giving up')
process.exit(1)
