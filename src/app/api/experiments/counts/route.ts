import { receiveExposureCounts } from '@/server/experiments/receiveCounts'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Internal: the proxy's exposure counts, signed with the app's secret (src/server/experiments/exposures.ts). */
export async function POST(request: Request): Promise<Response> {
  return receiveExposureCounts(request, await payloadClient())
}
