import type { Payload } from 'payload'
import { logger } from '@/lib/logger'
import { importDealers } from './importDealers'

/** 10 MB: ~30,000 dealers of CSV. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The admin's dealer import over HTTP. Authenticated with the admin session cookie or an
 * "Authorization: JWT ..." header; anyone else gets 401. 200 = imported (the report may
 * list rejected rows), 422 = file refused and nothing changed, 413 = too large.
 */
export async function dealerImportPOST(request: Request, payload: Payload): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return json({ error: 'Log in as an admin to import dealers' }, 401)
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_IMPORT_BYTES) return json({ error: 'The file is larger than 10 MB; split it into several imports' }, 413)

  let content: string
  let fileName: string | undefined
  try {
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData()
      const file = form.get('file')
      if (!(file instanceof File)) return json({ error: 'Attach the CSV or JSON file as the "file" field' }, 400)
      content = await file.text()
      fileName = file.name
    } else {
      content = await request.text()
      const type = request.headers.get('content-type') ?? ''
      fileName = type.includes('json') ? 'upload.json' : type.includes('csv') ? 'upload.csv' : undefined
    }
  } catch {
    return json({ error: 'Could not read the uploaded file' }, 400)
  }
  if (content.length > MAX_IMPORT_BYTES) return json({ error: 'The file is larger than 10 MB; split it into several imports' }, 413)

  const report = await importDealers(payload, content, fileName)
  logger.info({ event: 'dealer_import_http', user: user.id, ok: report.ok, created: report.created, updated: report.updated, rejected: report.rejected.length }, 'dealer import from the admin')
  return json(report, report.ok ? 200 : 422)
}
