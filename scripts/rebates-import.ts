// npm run rebates:import -- file.csv [dry-run]: imports rebate programs and offers from a CSV file
// (format: docs/rebates.md). Prints a row-level report; any rejected row means nothing is written (exit 1).
import { readFileSync, writeSync } from 'node:fs'
import config from '@payload-config'
import { getPayload } from 'payload'
import { importRebateCsv } from '@/server/rebates/importRebates'

// `payload run` leaves [node, payload, ...our arguments]; under tsx the script's own path comes first.
const args = process.argv.slice(2).filter((a) => a !== '--' && !/rebates-import\.ts$/.test(a))
// `payload run` swallows --flags, so the dry run is a plain word (--dry-run still works under tsx).
const dryRun = args.some((a) => a === 'dry-run' || a === '--dry-run')
const file = args.find((a) => !a.startsWith('--') && a !== 'dry-run')
if (!file) {
  console.error('Usage: npm run rebates:import -- <file.csv> [dry-run]')
  process.exit(2)
}

let csv: string
try {
  csv = readFileSync(file, 'utf8')
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`)
  process.exit(2)
}

const payload = await getPayload({ config })
const report = await importRebateCsv(payload, csv, { dryRun })
const lines: string[] = []
const say = (line: string) => lines.push(line)
const counts = (c: { authorities: number; programs: number; offers: number }) =>
  `${c.authorities} authorities, ${c.programs} programs, ${c.offers} offers`
say(`${file}: ${report.rows} data rows`)
for (const row of report.rejected) say(`  line ${row.line}: ${row.reason}`)
if (report.error) say(report.error)
if (report.ok) {
  if (dryRun) say('Dry run: every row is valid; nothing was written.')
  else say(`Imported. Created ${counts(report.created)}; updated ${counts(report.updated)}.`)
}
// Written synchronously: `payload run` exits as soon as this module settles, and a piped stdout is asynchronous.
writeSync(1, `${lines.join('\n')}\n`)
process.exit(report.ok ? 0 : 1)
