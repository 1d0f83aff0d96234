import { handleClickBeacon } from '@/server/experiments/clickBeacon'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** A tracked call to action clicked by a visitor in an experiment (the secondary goal; docs/experiments.md). */
export async function POST(request: Request): Promise<Response> {
  return handleClickBeacon(request, await payloadClient())
}
