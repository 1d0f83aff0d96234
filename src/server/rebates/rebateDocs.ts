import { ValidationError } from 'payload'
import type { z } from 'zod'
import {
  authoritySchema,
  rebateOfferSchema,
  rebateProgramSchema,
  type Authority,
  type RebateOffer,
  type RebateOfferInput,
  type RebateProgram,
} from '@/domain/rebates'

/*
 * Payload documents <-> the domain's rebate model. The collections keep the domain's field names, except that
 * the domain's string `id` is stored as authorityId / programId / offerId (Payload owns `id`) and references
 * are relationships.
 */

type Doc = Record<string, unknown>

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
const list = (value: unknown): string[] | undefined => {
  if (!Array.isArray(value)) return undefined
  const items = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
  return items.length > 0 ? items : undefined
}
const group = (value: unknown): Doc => (value && typeof value === 'object' ? (value as Doc) : {})

/** A relationship value as stored (id), populated (doc) or absent. */
export function relationId(value: unknown): number | string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return undefined
}

export function authorityFromDoc(doc: Doc): z.input<typeof authoritySchema> {
  return { id: text(doc.authorityId) ?? '', name: text(doc.name) ?? '', kind: doc.kind as Authority['kind'] }
}

export function programFromDoc(doc: Doc, authorityKey: string): z.input<typeof rebateProgramSchema> {
  return {
    id: text(doc.programId) ?? '',
    name: text(doc.name) ?? '',
    url: text(doc.url) ?? '',
    authorityId: authorityKey,
    status: doc.status as RebateProgram['status'],
    sourceUrl: text(doc.sourceUrl) ?? '',
    lastVerified: text(doc.lastVerified) ?? '',
    sample: doc.sample === true,
    notes: text(doc.notes),
  }
}

export function offerFromDoc(doc: Doc, programKey: string): RebateOfferInput {
  const amount = group(doc.amount)
  const geography = group(doc.geography)
  const cap = group(doc.combinationCap)
  const capGroup = text(cap.groupId)
  const capMax = num(cap.maxValue)
  return {
    id: text(doc.offerId) ?? '',
    programId: programKey,
    items: (list(doc.items) ?? []) as RebateOffer['items'],
    paymentMethods: (list(doc.paymentMethods) ?? []) as RebateOffer['paymentMethods'],
    amount: {
      type: amount.type as RebateOffer['amount']['type'],
      number: num(amount.number) ?? Number.NaN,
      unit: (text(amount.unit) ?? null) as RebateOffer['amount']['unit'],
      maximum: num(amount.maximum),
      representative: num(amount.representative),
    },
    amountLabel: text(doc.amountLabel) ?? '',
    currency: doc.currency as RebateOffer['currency'],
    incomeTier: (text(doc.incomeTier) ?? 'any') as RebateOffer['incomeTier'],
    ownerStatus: (list(doc.ownerStatus) ?? ['homeowner']) as RebateOffer['ownerStatus'],
    startDate: text(doc.startDate),
    endDate: text(doc.endDate),
    geography: {
      country: geography.country as RebateOffer['geography']['country'],
      states: list(geography.states),
      zipList: list(geography.zipList),
      zipPrefixes: list(geography.zipPrefixes),
      fsas: list(geography.fsas),
      utilityNames: list(geography.utilityNames),
    },
    exclusiveGroup: text(doc.exclusiveGroup),
    prerequisites: list(doc.prerequisites),
    excludes: list(doc.excludes),
    combinationCap: capGroup !== undefined || capMax !== undefined ? { groupId: capGroup ?? '', maxValue: capMax ?? Number.NaN } : undefined,
    notes: text(doc.notes),
  }
}

/** The document fields an offer is written with (the inverse of offerFromDoc). */
export function offerToDocData(offer: RebateOffer, programDocId: number) {
  return {
    offerId: offer.id,
    program: programDocId,
    items: offer.items,
    paymentMethods: offer.paymentMethods,
    amount: {
      type: offer.amount.type,
      number: offer.amount.number,
      unit: offer.amount.unit,
      maximum: offer.amount.maximum ?? null,
      representative: offer.amount.representative ?? null,
    },
    amountLabel: offer.amountLabel,
    currency: offer.currency,
    incomeTier: offer.incomeTier,
    ownerStatus: offer.ownerStatus,
    startDate: offer.startDate ?? null,
    endDate: offer.endDate ?? null,
    geography: {
      country: offer.geography.country,
      states: offer.geography.states ?? [],
      zipList: offer.geography.zipList ?? [],
      zipPrefixes: offer.geography.zipPrefixes ?? [],
      fsas: offer.geography.fsas ?? [],
      utilityNames: offer.geography.utilityNames ?? [],
    },
    exclusiveGroup: offer.exclusiveGroup ?? null,
    prerequisites: offer.prerequisites ?? [],
    excludes: offer.excludes ?? [],
    combinationCap: { groupId: offer.combinationCap?.groupId ?? null, maxValue: offer.combinationCap?.maxValue ?? null },
    notes: offer.notes ?? null,
  }
}

export function programToDocData(program: RebateProgram, authorityDocId: number) {
  return {
    programId: program.id,
    name: program.name,
    url: program.url,
    authority: authorityDocId,
    status: program.status,
    sourceUrl: program.sourceUrl,
    lastVerified: program.lastVerified,
    sample: program.sample,
    notes: program.notes ?? null,
  }
}

const FIELD_NAMES: Record<string, string> = { id: '', programId: 'program', authorityId: 'authority' }

/** Domain issue paths -> admin field paths (the domain's `id` is the document's key field). */
function toFieldPath(path: readonly PropertyKey[], keyField: string): string {
  const parts = path.filter((p) => typeof p === 'string') as string[]
  if (parts.length === 0) return keyField
  const first = parts[0] as string
  const mapped = first === 'id' ? keyField : (FIELD_NAMES[first] ?? first)
  return [mapped, ...parts.slice(1)].join('.')
}

/** Validates a document with the domain schema; throws Payload's ValidationError so the admin marks the fields. */
export function assertValid<T extends z.ZodType>(
  schema: T,
  value: unknown,
  collection: string,
  keyField: string,
): z.output<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new ValidationError({
    collection,
    errors: result.error.issues.map((issue) => ({ path: toFieldPath(issue.path, keyField), message: issue.message })),
  })
}

export { authoritySchema, rebateOfferSchema, rebateProgramSchema }
