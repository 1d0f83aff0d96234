// npm run dealers:export -- dealers.csv   (or "-" / nothing for standard output)
// Every dealer, active or not, in the CSV layout dealers:import reads.
import fs from 'node:fs'
import config from '@payload-config'
import { getPayload } from 'payload'
import { exportDealersCsv } from '@/server/dealers/exportDealers'

const out = process.argv.slice(2).find((a) => !/dealers-export\.ts$/.test(a))
const payload = await getPayload({ config })
const { csv, count } = await exportDealersCsv(payload)
if (!out || out === '-') {
  process.stdout.write(csv)
} else {
  fs.writeFileSync(out, csv)
  console.error(`wrote ${count} dealers to ${out}`)
}
process.exit(0)
