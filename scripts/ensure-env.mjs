#!/usr/bin/env node
// Creates .env with a fresh random PAYLOAD_SECRET on first run so the site starts with zero configuration.
import crypto from 'node:crypto'
import fs from 'node:fs'

const file = '.env'
if (fs.existsSync(file)) {
  console.log('.env exists; leaving it as it is')
} else {
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(
    file,
    [
      '# Written by scripts/ensure-env.mjs. See docs/configuration.md for every variable.',
      `PAYLOAD_SECRET=${secret}`,
      'DATABASE_URL=file:./data/site.db',
      'SITE_URL=http://localhost:3000',
      '',
    ].join('\n'),
  )
  console.log('wrote .env with a new PAYLOAD_SECRET (SQLite at ./data/site.db)')
}
