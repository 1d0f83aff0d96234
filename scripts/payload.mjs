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

// Measured 2026-11-23 on this machine: 3 to 5 of 8 loads of the site's config stalled, so five tries
// failed now and then; twenty make a run of stalls vanishingly unlikely (each stalled try costs ~2 s).
const ATTEMPTS = 20
for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  const result = spawnSync(process.execPath, ['--import', guard, payloadBin, ...process.argv.slice(2)], { stdio: 'inherit' })
  if (result.status !== STALLED) process.exit(result.status ?? 1)
  console.error(`payload ${process.argv[2] ?? ''}: retrying (attempt ${attempt + 1})`)
}
console.error(`payload CLI stalled ${ATTEMPTS} times while loading; giving up`)
process.exit(1)
