// npm run dealers:import -- dealers.csv|dealers.json
// Validates every row, upserts the valid ones by companyID in one transaction and prints a
// report. Exit codes: 0 all rows imported; 2 some rows rejected (the valid ones were
// imported); 1 the file was refused or the import failed (nothing changed).
import fs from 'node:fs'
import config from '@payload-config'
import { getPayload } from 'payload'
import { importDealers } from '@/server/dealers/importDealers'

const file = process.argv.slice(2).find((a) => !a.startsWith('-') && !/dealers-import\.ts$/.test(a))
if (!file) {
  console.error('Usage: npm run dealers:import -- <file.csv|file.json>')
  process.exit(1)
}
let content: string
try {
  content = fs.readFileSync(file, 'utf8')
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`)
  process.exit(1)
}
const payload = await getPayload({ config })
const report = await importDealers(payload, content, file)
if (!report.ok) {
  console.error(`Import refused: ${report.error}`)
  for (const r of report.rejected.slice(0, 50)) console.error(`  line ${r.line}${r.companyID ? ` (companyID ${r.companyID})` : ''}: ${r.reason}`)
  process.exit(1)
}
console.log(`${file} (${report.format}): ${report.rows} rows, ${report.created} created, ${report.updated} updated, ${report.rejected.length} rejected`)
for (const r of report.rejected) console.log(`  rejected line ${r.line}${r.companyID ? ` (companyID ${r.companyID})` : ''}: ${r.reason}`)
process.exit(report.rejected.length ? 2 : 0)
