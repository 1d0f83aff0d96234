import type { UnrankedDealer } from '@/domain/dealers/searchDealers'
import type { DealerIndexEntry } from '@/domain/dealers/searchDealers'
import type { Dealer as DealerDoc } from '@/payload-types'

const DATE_FIELDS = new Set(['charterMemberDate'])

/**
 * Drops nulls, empty strings, empty arrays and groups left empty, recursively: the
 * provider's entity marks every field optional, and clients treat "absent" and "null"
 * differently (zod optional() refuses null).
 */
function compact(value: unknown, key = ''): unknown {
  if (value === null || value === undefined || value === '') return undefined
  if (Array.isArray(value)) {
    const items = value.map((v) => compact(v)).filter((v) => v !== undefined)
    return items.length ? items : undefined
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const c = compact(v, k)
      if (c !== undefined) out[k] = c
    }
    return Object.keys(out).length ? out : undefined
  }
  if (typeof value === 'string' && DATE_FIELDS.has(key)) return value.slice(0, 10)
  return value
}

/** A dealer document (depth 0) as the public Dealer entity, without searchInfo. */
export function toPublicDealer(doc: DealerDoc): UnrankedDealer {
  const assignedNumbers = (doc.whodis?.assignedNumbers ?? []).map(({ numberType, phoneNumber }) => ({ numberType, phoneNumber }))
  const dealer = {
    data: compact(doc.data) ?? {},
    metaData: {
      dealer_url: doc.metaData?.dealer_url ?? '',
      average_rating: doc.metaData?.average_rating ?? 0,
      total_review_count: doc.metaData?.total_review_count ?? 0,
      priority_ranking: doc.metaData?.priority_ranking ?? 0,
    },
    fuseInfo: compact(doc.fuseInfo),
    location: { lat: doc.location.lat, lon: doc.location.lon },
    whodis: compact({ routingGroupID: doc.whodis?.routingGroupID, assignedNumbers }),
  }
  if (dealer.fuseInfo === undefined) delete dealer.fuseInfo
  if (dealer.whodis === undefined) delete dealer.whodis
  return dealer as UnrankedDealer
}

/** The compact facts the in-memory index keeps for one dealer document. */
export function toIndexEntry(doc: DealerDoc): DealerIndexEntry {
  return {
    companyID: doc.data.companyID,
    lat: doc.location.lat,
    lon: doc.location.lon,
    radiusMiles: doc.serviceArea?.radiusMiles ?? undefined,
    servicedPostalCodes: doc.serviceArea?.servicedPostalCodes ?? [],
    dealerType: doc.data.dealerType ?? undefined,
    priority_ranking: doc.metaData?.priority_ranking ?? 0,
    score: doc.data.score ?? 0,
    active: doc.active !== false,
    postalCode: doc.data.zipcode ?? '',
    city: doc.data.city ?? '',
    state: doc.data.state ?? '',
    ...(doc.data.country === 'CA' || doc.data.country === 'US' ? { country: doc.data.country } : {}),
  }
}
