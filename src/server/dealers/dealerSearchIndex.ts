import type { Payload } from 'payload'
import { createDealerIndex, type DealerIndex, type DealerSearchResult, type UnrankedDealer } from '@/domain/dealers/searchDealers'
import type { SearchInfo } from '@/domain/dealers/dealerSchema'
import type { Dealer as DealerDoc } from '@/payload-types'
import { logger } from '@/lib/logger'
import { toIndexEntry, toPublicDealer } from './dealerDocument'
import { dealerIndexVersion } from './indexVersion'
import { loadDealerDocuments } from './loadDealers'

/**
 * The process's dealer search index, built from the database (active dealers only) on first
 * use and rebuilt lazily:
 * - at once after a dealer is saved or deleted in THIS process (the Dealers hooks bump an
 *   in-process version, see indexVersion.ts);
 * - for changes made by OTHER instances (or by scripts), by re-reading a cheap marker
 *   (count of dealers and the latest updatedAt) at most every MARKER_CHECK_MS; when it differs
 *   the index is rebuilt. Other instances therefore serve a change within ~30 s.
 * While a rebuild runs, callers wait for it (one rebuild at a time, shared).
 */
export const MARKER_CHECK_MS = 30_000

export interface LoadedDealerIndex {
  index: DealerIndex
  /** Public dealer JSON without its closing brace, so `searchInfo` can be appended cheaply. */
  jsonHead: Map<number, string>
  dealers: Map<number, UnrankedDealer>
  size: number
  builtAt: number
}

interface State {
  loaded?: LoadedDealerIndex
  version: number
  marker: string
  checkedAt: number
  pending?: Promise<LoadedDealerIndex>
}

const KEY = Symbol.for('hvac.dealerSearchIndex')
const holder = globalThis as { [KEY]?: State }
const state = (): State => (holder[KEY] ??= { version: -1, marker: '', checkedAt: 0 })

async function readMarker(payload: Payload): Promise<string> {
  const latest = await payload.find({
    collection: 'dealers',
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
    overrideAccess: true,
  })
  return `${latest.totalDocs}|${latest.docs[0]?.updatedAt ?? ''}`
}

async function build(payload: Payload): Promise<LoadedDealerIndex> {
  const s = state()
  const version = dealerIndexVersion()
  const started = performance.now()
  const marker = await readMarker(payload)
  const loaded = indexDealers(await loadDealerDocuments(payload))
  s.loaded = loaded
  s.version = version
  s.marker = marker
  s.checkedAt = Date.now()
  logger.info({ event: 'dealer_index_built', dealers: loaded.size, ms: Math.round(performance.now() - started) }, 'dealer search index built')
  return loaded
}

/** The search index and the public JSON of the active dealers among these documents. */
export function indexDealers(docs: readonly DealerDoc[]): LoadedDealerIndex {
  const active = docs.filter((d) => d.active !== false)
  const jsonHead = new Map<number, string>()
  const dealers = new Map<number, UnrankedDealer>()
  for (const doc of active) {
    const dealer = toPublicDealer(doc)
    dealers.set(doc.data.companyID, dealer)
    jsonHead.set(doc.data.companyID, JSON.stringify(dealer).slice(0, -1))
  }
  const index = createDealerIndex(active.map(toIndexEntry))
  return { index, jsonHead, dealers, size: index.size, builtAt: Date.now() }
}

function rebuild(payload: Payload): Promise<LoadedDealerIndex> {
  const s = state()
  s.pending ??= build(payload).finally(() => {
    s.pending = undefined
  })
  return s.pending
}

/** The current index; rebuilds first when a dealer changed here or (checked every 30 s) elsewhere. */
export async function getDealerSearchIndex(payload: Payload, options: { markerCheckMs?: number } = {}): Promise<LoadedDealerIndex> {
  const s = state()
  if (!s.loaded || s.version !== dealerIndexVersion()) return rebuild(payload)
  const checkEvery = options.markerCheckMs ?? MARKER_CHECK_MS
  if (Date.now() - s.checkedAt >= checkEvery && !s.pending) {
    s.checkedAt = Date.now()
    const marker = await readMarker(payload)
    if (marker !== s.marker) {
      logger.info({ event: 'dealer_index_stale', was: s.marker, now: marker }, 'dealers changed elsewhere; rebuilding the index')
      return rebuild(payload)
    }
  }
  return s.pending ?? s.loaded
}

/**
 * The public JSON of the search hits: each dealer joined with its searchInfo, in rank order. A hit
 * whose dealer is missing is dropped, so `count` always equals the list length.
 */
export function dealersJson(loaded: LoadedDealerIndex, result: DealerSearchResult): { json: string; count: number } {
  const parts: string[] = []
  for (const hit of result.hits) {
    const head = loaded.jsonHead.get(hit.companyID)
    if (head) parts.push(`${head},"searchInfo":${searchInfoJson(hit.searchInfo)}}`)
  }
  return { json: `[${parts.join(',')}]`, count: parts.length }
}

function searchInfoJson(info: SearchInfo): string {
  return `{"kind":"${info.kind}","bucket":${info.bucket}}`
}
