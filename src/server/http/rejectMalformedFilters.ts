import { APIError, type CollectionBeforeOperationHook, type Config, type FlattenedField, getLocalizedPaths, type Payload, type SanitizedCollectionConfig } from 'payload'
import { exceeds, FILTER_IN_BLOCKS_MESSAGE, FILTER_TOO_LARGE_MESSAGE, filterSize } from '@/domain/http/filterSize'
import { type FilterField, filterProblem, whereConditions } from '@/domain/http/filterValues'

/**
 * Payload plugin: every collection checks the values of a `where` (REST `?where[...]`, the admin's
 * list filters, bulk update and delete) against the fields they name before the query runs
 * (src/domain/http/filterValues.ts), and refuses a value the database cannot compare with a 400
 * and a message, instead of the 500 the database error would give. Paths Payload cannot resolve
 * are left to its own check (also a 400).
 */
function filterField(field: FlattenedField | undefined): FilterField | null {
  if (!field) return null
  switch (field.type) {
    case 'number':
      return { kind: 'number', hasMany: Boolean(field.hasMany) }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'checkbox' }
    case 'select':
    case 'radio':
      return {
        kind: 'select',
        hasMany: field.type === 'select' && Boolean(field.hasMany),
        options: field.options.map((option) => (typeof option === 'string' ? option : option.value)),
      }
    case 'relationship':
    case 'upload':
      return { kind: 'relationship', hasMany: Boolean(field.hasMany), polymorphic: Array.isArray(field.relationTo) }
    case 'point':
      return { kind: 'point' }
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return { kind: 'text', hasMany: 'hasMany' in field && Boolean(field.hasMany) }
    case 'group':
    case 'array':
    case 'blocks':
    case 'tab':
      return { kind: 'fields' }
    case 'richText':
      return { kind: 'richText' }
    case 'json':
      return { kind: 'json' }
    case 'join':
      // Nested queries of the joined documents: Payload's own rules.
      return null
    default:
      return { kind: 'other' }
  }
}

const idField = (collection: SanitizedCollectionConfig): FilterField | null => {
  const custom = collection.flattenedFields.find((field) => field.name === 'id')
  return custom ? filterField(custom) : { kind: 'relationship' }
}

/** Whether a path within one collection passes through a blocks field (kept as one JSON column here, blocksAsJSON). */
function throughBlocks(fields: readonly FlattenedField[], path: string): boolean {
  let current: readonly FlattenedField[] | undefined = fields
  for (const segment of path.split('.')) {
    const field: FlattenedField | undefined = current?.find((candidate) => candidate.name === segment)
    if (!field) return false
    if (field.type === 'blocks') return true
    current = 'flattenedFields' in field ? field.flattenedFields : undefined
  }
  return false
}

/**
 * Whether a path goes through a relationship into the related documents' blocks
 * (`englishVersion.layout.blockType`): Payload's SQL for a JSON column of a joined table names the
 * column without its table, which PostgreSQL refuses as ambiguous when a collection relates to itself.
 */
function blocksThroughRelationship(payload: Payload, fields: readonly FlattenedField[], segments: readonly string[]): boolean {
  let current: readonly FlattenedField[] | undefined = fields
  for (const [index, segment] of segments.entries()) {
    const field: FlattenedField | undefined = current?.find((candidate) => candidate.name === segment)
    if (!field) return false
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      const collections: Partial<Record<string, { config: SanitizedCollectionConfig }>> = payload.collections
      const related = collections[field.relationTo]?.config
      const rest = segments.slice(index + 1)
      return Boolean(related && rest.length && (throughBlocks(related.flattenedFields, rest.join('.')) || blocksThroughRelationship(payload, related.flattenedFields, rest)))
    }
    current = 'flattenedFields' in field ? field.flattenedFields : undefined
  }
  return false
}

function fieldOf(payload: Payload, collection: SanitizedCollectionConfig, path: string): FilterField | null {
  if (blocksThroughRelationship(payload, collection.flattenedFields, path.replace(/__/g, '.').split('.'))) return { kind: 'fields', throughRelationIntoBlocks: true }
  const field = terminalField(payload, collection, path)
  return field && throughBlocks(collection.flattenedFields, path.replace(/__/g, '.')) ? { ...field, inJsonDocument: true } : field
}

function terminalField(payload: Payload, collection: SanitizedCollectionConfig, path: string): FilterField | null {
  const bare = path.replace(/__/g, '.')
  if (bare === 'id' || bare === '_id') return idField(collection)
  let paths: ReturnType<typeof getLocalizedPaths>
  try {
    paths = getLocalizedPaths({ collectionSlug: collection.slug, fields: collection.flattenedFields, incomingPath: bare, payload, overrideAccess: true, showHiddenFields: true })
  } catch {
    return null
  }
  if (paths.some((entry) => entry.invalid)) return null
  const last = paths.at(-1)
  // relation.id: the relationship itself.
  if (last?.path === 'id') {
    const previous = paths.at(-2)?.field
    if (previous && (previous.type === 'relationship' || previous.type === 'upload')) return filterField(previous)
    const collections: Partial<Record<string, { config: SanitizedCollectionConfig }>> = payload.collections
    const related = last.collectionSlug ? collections[last.collectionSlug]?.config : undefined
    return related ? idField(related) : null
  }
  return filterField(last?.field)
}

/**
 * Each collection's field lookups by path, kept: a lookup resolves the path through Payload's field
 * tree (and through relationships into other collections), and the same few paths come back on every
 * request. Paths come from visitors too, so each collection keeps at most FIELD_LOOKUPS_KEPT.
 */
const FIELD_LOOKUPS_KEPT = 500
const fieldLookups = new WeakMap<SanitizedCollectionConfig, Map<string, FilterField | null>>()

function cachedFieldOf(payload: Payload, collection: SanitizedCollectionConfig, path: string): FilterField | null {
  let lookups = fieldLookups.get(collection)
  if (!lookups) fieldLookups.set(collection, (lookups = new Map()))
  const known = lookups.get(path)
  if (known !== undefined) return known
  const field = fieldOf(payload, collection, path)
  if (lookups.size >= FIELD_LOOKUPS_KEPT) lookups.clear()
  lookups.set(path, field)
  return field
}

const checkFilters: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const where = (args as { where?: unknown }).where
  if (!where) return args
  // A visitor's filter is bounded (the REST guard counted it already unless the request looked signed in).
  const visitor = req.payloadAPI !== 'local' && !req.user
  if (visitor && exceeds(filterSize(where))) throw new APIError(FILTER_TOO_LARGE_MESSAGE, 400, null, true)
  for (const condition of whereConditions(where)) {
    if (condition.path === 'and' || condition.path === 'or') continue
    const field = cachedFieldOf(req.payload, collection, condition.path)
    if (visitor && (field?.inJsonDocument || field?.throughRelationIntoBlocks)) throw new APIError(FILTER_IN_BLOCKS_MESSAGE, 400, null, true)
    const problem = field ? filterProblem(field, condition) : null
    if (problem) throw new APIError(problem, 400, null, true)
  }
  return args
}

export function rejectMalformedFilters(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [checkFilters, ...(collection.hooks?.beforeOperation ?? [])] },
    })),
  }
}
