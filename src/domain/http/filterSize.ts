/**
 * How large a filter (`where`) a visitor may send to the REST API. Every condition costs the server
 * CPU before the database sees it (its field is looked up, its value checked, Payload builds the
 * query), all on the one thread that answers every request: 900 conditions took 1.2-1.5 s, and
 * 1,000 ended in a database error. The admin's own list filters stay far below these bounds; signed-in
 * users are not held to them.
 */
export const MAX_FILTER_CONDITIONS = 25
/** Levels of `and` / `or` inside one another. */
export const MAX_FILTER_DEPTH = 4

/**
 * A visitor may not filter on what lies inside page blocks: blocks are one JSON document per page, so
 * such a condition reads every page's whole content (one condition took the time of a hundred on a
 * column), and nothing public needs it (the site's own search reads its index, not this API).
 */
export const FILTER_IN_BLOCKS_MESSAGE = 'Filtering on what is inside page blocks is for signed-in users.'

export const FILTER_TOO_LARGE_MESSAGE = `A filter may combine at most ${MAX_FILTER_CONDITIONS} conditions, with and/or nested at most ${MAX_FILTER_DEPTH} levels deep.`

export interface FilterSize {
  conditions: number
  depth: number
}

const isLogical = (key: string) => key === 'and' || key === 'or'

/** Conditions and and/or depth of a parsed where (as Payload receives it: `or` as an array or an object of rows). Stops counting past the bounds. */
export function filterSize(where: unknown): FilterSize {
  const size: FilterSize = { conditions: 0, depth: 0 }
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || exceeds(size)) return
    size.depth = Math.max(size.depth, depth)
    for (const [key, value] of Object.entries(node)) {
      if (isLogical(key)) {
        const rows: unknown[] = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []
        for (const row of rows) walk(row, depth + 1)
      } else if (value && typeof value === 'object' && !Array.isArray(value)) {
        size.conditions += Object.keys(value).length
      } else {
        size.conditions += 1
      }
    }
  }
  walk(where, 0)
  return size
}

/**
 * The same for a where written in a query string's brackets (`where[or][0][title][equals]=x`), read
 * from the parameter names alone, before anything parses them: one condition per field and
 * operator (the items of an `in` list are one), one level per `and` / `or`.
 */
export function filterSizeOfQuery(parameterNames: Iterable<string>): FilterSize {
  const conditions = new Set<string>()
  let depth = 0
  for (const name of parameterNames) {
    if (!name.startsWith('where[')) continue
    const segments = name.slice('where['.length, name.endsWith(']') ? -1 : undefined).split('][')
    depth = Math.max(depth, segments.filter(isLogical).length)
    while (segments.length > 2 && /^\d+$/.test(segments.at(-1) ?? '')) segments.pop()
    conditions.add(segments.join('\u0000'))
    if (conditions.size > MAX_FILTER_CONDITIONS) break
  }
  return { conditions: conditions.size, depth }
}

export function exceeds(size: FilterSize): boolean {
  return size.conditions > MAX_FILTER_CONDITIONS || size.depth > MAX_FILTER_DEPTH
}
