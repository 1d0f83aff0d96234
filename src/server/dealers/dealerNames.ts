import type { Payload } from 'payload'
import { titleCaseDealerName } from '@/domain/dealers/titleCaseDealerName'

/**
 * Directory names of the dealers with these company IDs, as the site shows them, in one query.
 * A company ID the directory does not know has no entry.
 */
export async function dealerNames(payload: Payload, companyIds: readonly (number | null | undefined)[]): Promise<Map<number, string>> {
  const ids = [...new Set(companyIds.filter((id): id is number => typeof id === 'number'))]
  const names = new Map<number, string>()
  if (!ids.length) return names
  const found = await payload.find({
    collection: 'dealers',
    where: { 'data.companyID': { in: ids } },
    select: { data: { companyID: true, name: true } },
    depth: 0,
    limit: ids.length,
    pagination: false,
  })
  for (const doc of found.docs) if (doc.data?.companyID && doc.data.name) names.set(doc.data.companyID, titleCaseDealerName(doc.data.name))
  return names
}
