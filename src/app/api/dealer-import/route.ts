import { payloadClient } from '@/server/payload'
import { dealerImportPOST } from '@/server/dealers/importRoute'

// POST /api/dealer-import (admins only): the CSV or JSON file as the raw body, or as the
// "file" field of a multipart form. Answers the import report (see docs/dealers.md).
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return dealerImportPOST(request, await payloadClient())
}
