/**
 * Filters (`where`) of the REST API, checked against the kind of field they name before any query
 * runs. The database otherwise meets values it cannot compare (a word for a number or a date, a
 * value outside a select's options, which PostgreSQL's enums refuse, `near` on a text field) and
 * the request ends in a 500. Every operator of every field kind is decided here, once.
 */
/** `relationship` is also the kind of `id`: both hold document numbers. `fields`: a group, an array or blocks. */
export type FilterFieldKind = 'number' | 'date' | 'checkbox' | 'select' | 'text' | 'richText' | 'json' | 'point' | 'relationship' | 'fields' | 'other'

export interface FilterField {
  kind: FilterFieldKind
  /** Holds several values (hasMany): `contains` finds one of them. */
  hasMany?: boolean
  /** A select's stored values. */
  options?: readonly string[]
  /** A relationship to several collections: its values are `{relationTo, value}` objects. */
  polymorphic?: boolean
  /** Inside blocks, which the database keeps as one JSON document: fewer comparisons run there. */
  inJsonDocument?: boolean
  /** Reached through a relationship into the related documents' blocks, which the database cannot filter. */
  throughRelationIntoBlocks?: boolean
}

export interface FilterCondition {
  path: string
  operator: string
  value: unknown
}

const LIST_OPERATORS = new Set(['in', 'not_in'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const ORDER_OPERATORS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
/** Kinds whose stored values are words: `like`, `not_like` and `contains` compare text with them. */
const TEXT_KINDS = new Set<FilterFieldKind>(['text', 'other'])
/** Rich text and JSON are stored as JSON documents: only these comparisons run on them. */
const KIND_OPERATORS: Partial<Record<FilterFieldKind, ReadonlySet<string>>> = {
  richText: new Set(['equals', 'not_equals', 'like', 'not_like', 'exists']),
  json: new Set(['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']),
}
const JSON_DOCUMENT_OPERATORS: ReadonlySet<string> = new Set(['equals', 'not_equals', 'like', 'not_like', 'exists'])

/** Every `{path, operator, value}` of a where, through `and` / `or` at any depth; anything else is left to Payload. */
export function whereConditions(where: unknown): FilterCondition[] {
  const out: FilterCondition[] = []
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || Array.isArray(node) || depth > 20) return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        for (const child of Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []) walk(child, depth + 1)
      } else if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [operator, operand] of Object.entries(value)) out.push({ path: key, operator, value: operand })
      }
    }
  }
  walk(where, 0)
  return out
}

const isScalar = (value: unknown) => value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value)
const isPlainObject = (value: unknown) => Boolean(value) && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)

function listItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',').map((item) => item.trim())
  return [value]
}

const shown = (value: unknown) => (typeof value === 'string' ? `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` : JSON.stringify(value) ?? String(value))

const isNumber = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))

/** Document ids are the database's integers (what `id` and relationships hold). */
const isDocumentNumber = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value))

/** A date the databases can hold and compare: years 1 to 9999 (an ISO string outside them has a sign and six digits). */
function isDate(value: unknown): boolean {
  if (!(value instanceof Date || typeof value === 'string' || typeof value === 'number')) return false
  const year = new Date(value).getUTCFullYear()
  return Number.isFinite(year) && year >= 1 && year <= 9999
}

const isBoolean = (value: unknown) => typeof value === 'boolean' || (typeof value === 'string' && /^(true|false)$/i.test(value))

/** `near`: "longitude,latitude" and optionally a maximum and a minimum distance in metres. */
function nearProblem(path: string, value: unknown): string | null {
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null
  const numbers = parts?.map((part) => (typeof part === 'string' && part.trim() !== '' ? Number(part) : typeof part === 'number' ? part : Number.NaN))
  const valid =
    numbers !== undefined &&
    numbers.length >= 2 &&
    numbers.length <= 4 &&
    numbers.every((n) => Number.isFinite(n)) &&
    Math.abs(numbers[0]!) <= 180 &&
    Math.abs(numbers[1]!) <= 90 &&
    numbers.slice(2).every((n) => n >= 0)
  return valid ? null : `The near filter on ${path} needs "longitude,latitude", optionally followed by a maximum and a minimum distance in metres, e.g. -73.99,40.73,5000.`
}

/** `within` / `intersects`: a GeoJSON geometry. */
function geometryProblem(path: string, operator: string, value: unknown): string | null {
  const geometry = value as { type?: unknown; coordinates?: unknown } | null
  return geometry && typeof geometry === 'object' && typeof geometry.type === 'string' && Array.isArray(geometry.coordinates)
    ? null
    : `The ${operator} filter on ${path} needs a GeoJSON geometry, e.g. ${operator}[type]=Polygon&${operator}[coordinates][0][0][0]=-74 ….`
}

function valueProblem(path: string, field: FilterField, value: unknown, inList = false): string | null {
  // Alone, null (or the word null) means "no value", and so does an empty string except for a
  // select or a checkbox, whose columns (an enum, a boolean) refuse it. In a list every item is a value.
  // Payload hands the word null to a select inside a list of rows, and to a checkbox, as the text
  // "null", which PostgreSQL's enum and boolean columns refuse (a 500): those get "exists" for "no value" instead.
  if (!inList && (value === null || value === undefined)) return null
  if (!inList && value === 'null') {
    if (field.kind === 'select') return `The filter on ${path} needs one of: ${(field.options ?? []).join(', ')}; for no value use ${path}[exists]=false.`
    if (field.kind === 'checkbox') return `The filter on ${path} needs true or false; for no value use ${path}[exists]=false.`
    return null
  }
  if (!inList && value === '' && field.kind !== 'select' && field.kind !== 'checkbox') return null
  if (!isScalar(value)) return `The filter on ${path} takes a plain value, not ${shown(value)}.`
  switch (field.kind) {
    case 'number':
      return isNumber(value) ? null : `The filter on ${path} needs a number, not ${shown(value)}.`
    case 'relationship':
      return isDocumentNumber(value) ? null : `The filter on ${path} needs the number of a document, not ${shown(value)}.`
    case 'date':
      return isDate(value) ? null : `The filter on ${path} needs a date such as 2026-01-31 or 2026-01-31T12:00:00Z, not ${shown(value)}.`
    case 'checkbox':
      return isBoolean(value) ? null : `The filter on ${path} needs true or false, not ${shown(value)}.`
    case 'select':
      return field.options?.includes(String(value)) ? null : `The filter on ${path} needs one of: ${(field.options ?? []).join(', ')}; not ${shown(value)}.`
    default:
      return null
  }
}

const REGEX_SYNTAX = /[\\"+*?()[\]{}|^$]/

/** Why a filter cannot run on the field it names (a message for the caller), or null when it can. */
export function filterProblem(field: FilterField, { path, operator, value }: FilterCondition): string | null {
  if (field.throughRelationIntoBlocks) return `${path} reaches into the blocks of a related document, which cannot be filtered; filter on that document's own fields.`
  if (field.kind === 'fields') return `${path} is a set of fields (a group, list or blocks): filter on one of its fields, e.g. ${path}.title.`
  const allowed = field.inJsonDocument ? JSON_DOCUMENT_OPERATORS : KIND_OPERATORS[field.kind]
  if (allowed && !allowed.has(operator)) {
    const where = field.inJsonDocument ? ' inside blocks' : ''
    return `The ${operator} filter does not apply to ${path}${where}; use one of: ${[...allowed].join(', ')}.`
  }
  if (operator === 'exists') return isScalar(value) ? null : `The exists filter on ${path} takes true or false.`
  // Paths into a JSON document and their values are Payload's to read.
  if (field.kind === 'json') return null
  if (GEO_OPERATORS.has(operator)) {
    if (field.kind !== 'point') return `The ${operator} filter works on map points only; ${path} is not one.`
    return operator === 'near' ? nearProblem(path, value) : geometryProblem(path, operator, value)
  }
  if (field.kind === 'point') return null
  // A polymorphic relationship takes {relationTo, value}; nested queries of related documents are Payload's to check.
  if (field.polymorphic || (field.kind === 'relationship' && field.hasMany && operator === 'contains' && isPlainObject(value))) return null
  // Payload's SQL adapters (SQLite, PostgreSQL) have no `all`: it fails on every field.
  if (operator === 'all') return `The all filter is not available here; for "every one of", join several contains conditions with and.`
  // Inside blocks PostgreSQL matches words with a regular expression: a value that is not one (a lone
  // "+", an open bracket) failed there with a 500.
  if (field.inJsonDocument && TEXT_OPERATORS.has(operator) && typeof value === 'string' && REGEX_SYNTAX.test(value)) {
    return `The ${operator} filter on ${path} inside blocks matches words; leave out \\ " + * ? ( ) [ ] { } | ^ $.`
  }
  if (TEXT_OPERATORS.has(operator)) {
    const containsOneOfMany = operator === 'contains' && field.hasMany
    if (!TEXT_KINDS.has(field.kind) && !containsOneOfMany) return `The ${operator} filter compares words; ${path} is not a text field.`
    // PostgreSQL reads a backslash in a LIKE pattern as an escape: a pattern ending in a lone one
    // ("LIKE pattern must not end with escape character") was a 500.
    if (typeof value === 'string' && /(^|[^\\])(\\\\)*\\(\s|$)/.test(value)) return `The ${operator} filter on ${path} cannot end a word with a backslash (\\).`
  }
  if (ORDER_OPERATORS.has(operator) && field.kind === 'checkbox') return `The ${operator} filter does not apply to ${path}, which is true or false.`
  if (LIST_OPERATORS.has(operator)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) return `The ${operator} filter on ${path} needs a list of values, e.g. ${operator}=1,2.`
    for (const item of listItems(value)) {
      const problem = valueProblem(path, field, item, true)
      if (problem) return problem
    }
    return null
  }
  if (Array.isArray(value)) return `The ${operator} filter on ${path} takes one value, not a list; use in for a list.`
  return valueProblem(path, field, value)
}
