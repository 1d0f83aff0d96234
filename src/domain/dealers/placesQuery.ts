import { z } from 'zod'

/** Query of GET /api/places/suggest and /api/places/resolve (our own endpoints over the geo index). */
export const PLACES_QUERY_MAX_LENGTH = 100
export const PLACES_DEFAULT_LIMIT = 6
export const PLACES_MAX_LIMIT = 10

export const PLACES_MESSAGES = {
  missingQuery: 'Query parameter q is required',
  queryTooLong: `Query parameter q must be at most ${PLACES_QUERY_MAX_LENGTH} characters`,
  badLimit: `Query parameter limit must be a whole number from 1 to ${PLACES_MAX_LIMIT}`,
} as const

export const placesQuerySchema = z.object({
  q: z
    .string({ error: PLACES_MESSAGES.missingQuery })
    .trim()
    .min(1, { error: PLACES_MESSAGES.missingQuery, abort: true })
    .max(PLACES_QUERY_MAX_LENGTH, { error: PLACES_MESSAGES.queryTooLong }),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, { error: PLACES_MESSAGES.badLimit })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: PLACES_MESSAGES.badLimit }).max(PLACES_MAX_LIMIT, { error: PLACES_MESSAGES.badLimit }))
    .optional(),
})

export type PlacesQuery = z.output<typeof placesQuerySchema>

/** Reads the query from URLSearchParams; the first message on failure. */
export function parsePlacesQuery(params: URLSearchParams): { ok: true; query: PlacesQuery } | { ok: false; error: string } {
  const parsed = placesQuerySchema.safeParse({ q: params.get('q') ?? undefined, limit: params.get('limit') ?? undefined })
  if (parsed.success) return { ok: true, query: parsed.data }
  return { ok: false, error: parsed.error.issues[0]?.message ?? PLACES_MESSAGES.missingQuery }
}
