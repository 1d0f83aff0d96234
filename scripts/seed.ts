// npm run seed: idempotent demo content (see src/seed). Run after `npm run db:migrate`.
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from '@/seed'

const payload = await getPayload({ config })
const report = await seed(payload, {
  adminEmail: process.env.SEED_ADMIN_EMAIL,
  adminPassword: process.env.SEED_ADMIN_PASSWORD,
})
for (const item of report.created) console.log(`created: ${item}`)
for (const item of report.kept) console.log(`kept:    ${item}`)
if (report.adminPassword) {
  console.log('')
  console.log(`Admin login (shown once): ${process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com'} / ${report.adminPassword}`)
}
process.exit(0)
