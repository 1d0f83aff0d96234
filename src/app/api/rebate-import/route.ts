import { logger } from '@/lib/logger'
import { payloadClient } from '@/server/payload'
import { importRebateCsv } from '@/server/rebates/importRebates'

export const dynamic = 'force-dynamic'

const MAX_BYTES = 5 * 1024 * 1024
const noStore = { 'Cache-Control': 'no-store' }

/**
 * Admin-only CSV import of rebate programs and offers (docs/rebates.md "Import format").
 * Body: the CSV as text/csv, or multipart/form-data with a `file` field. `?dryRun=1` validates without writing.
 * 200 with the report when imported; 422 with the row-level report when any row is rejected (nothing written).
 */
export async function POST(request: Request) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return Response.json({ error: 'Log in as an admin to import rebates' }, { status: 401, headers: noStore })

  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BYTES) return Response.json({ error: 'The file is larger than 5 MB' }, { status: 413, headers: noStore })

  let csv: string
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.startsWith('multipart/form-data')) {
      const file = (await request.formData()).get('file')
      if (!file || typeof file === 'string') {
        return Response.json({ error: 'Send the CSV in a form field named file' }, { status: 400, headers: noStore })
      }
      csv = await file.text()
    } else {
      csv = await request.text()
    }
  } catch {
    return Response.json({ error: 'Could not read the request body' }, { status: 400, headers: noStore })
  }
  if (csv.length > MAX_BYTES) return Response.json({ error: 'The file is larger than 5 MB' }, { status: 413, headers: noStore })

  const dryRun = /^(1|true|yes)$/i.test(new URL(request.url).searchParams.get('dryRun') ?? '')
  const report = await importRebateCsv(payload, csv, { dryRun })
  logger.info(
    { user: user.id, dryRun, ok: report.ok, rows: report.rows, rejected: report.rejected.length, created: report.created, updated: report.updated },
    'rebate CSV import',
  )
  const status = report.ok ? 200 : report.rejected.length > 0 ? 422 : 400
  return Response.json(report, { status, headers: noStore })
}
