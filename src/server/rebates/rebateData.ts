import type { Payload } from 'payload'
import {
  authoritySchema,
  rebateOfferSchema,
  rebateProgramSchema,
  type Country,
  type RebateOffer,
  type RebateProgram,
} from '@/domain/rebates'
import { logger } from '@/lib/logger'
import { onRebateDataChange, REBATE_CACHE_TTL_MS } from './rebateCache'
import { authorityFromDoc, offerFromDoc, programFromDoc, relationId } from './rebateDocs'

export interface RebateData {
  programs: RebateProgram[]
  offers: RebateOffer[]
  /** Offers by country, then by state/province ('*' = the whole country), for per-place lookups. */
  offersByRegion: Map<Country, Map<string, RebateOffer[]>>
  loadedAt: number
}

const PAGE = 500

async function findAll(payload: Payload, collection: 'rebate-authorities' | 'rebate-programs' | 'rebate-offers') {
  const docs: Record<string, unknown>[] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({ collection, depth: 0, limit: PAGE, page, sort: 'id', overrideAccess: true })
    docs.push(...(result.docs as unknown as Record<string, unknown>[]))
    if (!result.hasNextPage) return docs
  }
}

function indexByRegion(offers: readonly RebateOffer[]): RebateData['offersByRegion'] {
  const index: RebateData['offersByRegion'] = new Map()
  for (const offer of offers) {
    const byState = index.get(offer.geography.country) ?? new Map<string, RebateOffer[]>()
    index.set(offer.geography.country, byState)
    const states = offer.geography.states?.length ? offer.geography.states : ['*']
    for (const state of states) byState.set(state, [...(byState.get(state) ?? []), offer])
  }
  return index
}

/**
 * Reads every authority, program and offer and turns them into the domain model. A document that no longer
 * passes the domain schema (edited around the admin's validation) is skipped and logged, never served.
 */
export async function loadRebateData(payload: Payload): Promise<RebateData> {
  const [authorityDocs, programDocs, offerDocs] = await Promise.all([
    findAll(payload, 'rebate-authorities'),
    findAll(payload, 'rebate-programs'),
    findAll(payload, 'rebate-offers'),
  ])
  const authorityKeys = new Map<unknown, string>()
  for (const doc of authorityDocs) {
    const parsed = authoritySchema.safeParse(authorityFromDoc(doc))
    if (parsed.success) authorityKeys.set(doc.id, parsed.data.id)
  }
  const programKeys = new Map<unknown, string>()
  const programs: RebateProgram[] = []
  for (const doc of programDocs) {
    const authorityKey = authorityKeys.get(relationId(doc.authority))
    const parsed = rebateProgramSchema.safeParse(programFromDoc(doc, authorityKey ?? ''))
    if (!authorityKey || !parsed.success) {
      logger.warn({ programId: doc.programId, issues: parsed.error?.issues.map((i) => i.message) }, 'rebate program skipped: invalid')
      continue
    }
    programKeys.set(doc.id, parsed.data.id)
    programs.push(parsed.data)
  }
  const offers: RebateOffer[] = []
  for (const doc of offerDocs) {
    const programKey = programKeys.get(relationId(doc.program))
    const parsed = rebateOfferSchema.safeParse(offerFromDoc(doc, programKey ?? ''))
    if (!programKey || !parsed.success) {
      logger.warn({ offerId: doc.offerId, issues: parsed.error?.issues.map((i) => i.message) }, 'rebate offer skipped: invalid')
      continue
    }
    offers.push(parsed.data)
  }
  return { programs, offers, offersByRegion: indexByRegion(offers), loadedAt: Date.now() }
}

let cached: Promise<RebateData> | undefined
let cachedAt = 0
onRebateDataChange(() => {
  cached = undefined
})

/** The rebate data of this process: loaded once, reloaded after a change here or after REBATE_CACHE_TTL_MS. */
export function getRebateData(payload: Payload, now = Date.now()): Promise<RebateData> {
  if (!cached || now - cachedAt > REBATE_CACHE_TTL_MS) {
    cachedAt = now
    const loading = loadRebateData(payload)
    cached = loading
    // A failed load is not kept: the next lookup tries again.
    loading.catch(() => {
      if (cached === loading) cached = undefined
    })
  }
  return cached
}

/** The offers that can cover a place: its country's nationwide offers and those of its state or province. */
export function offersForRegion(data: RebateData, country: Country, state: string): RebateOffer[] {
  const byState = data.offersByRegion.get(country)
  if (!byState) return []
  return [...(byState.get('*') ?? []), ...(byState.get(state.toUpperCase()) ?? [])]
}
