/**
 * Requests Payload's REST handlers would answer with a 500, refused first with a 400 and a message
 * in Payload's own error shape:
 * - `where` / `data` as a plain query parameter are parsed as JSON by Payload (`where=x` throws);
 *   the bracket form (`where[field][equals]=value`) never reaches that parse;
 * - a NUL character in the path (`/api/media/file/%00`) makes the file lookup throw;
 * - a page number below 1 becomes a negative OFFSET, which PostgreSQL refuses.
 * The values inside a `where` are checked per field by the rejectMalformedFilters plugin.
 */
const JSON_QUERY_PARAMETERS = ['where', 'data'] as const

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

export function refusePayloadRestRequest(request: Request): Response | null {
  const url = new URL(request.url)
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return badRequest('The address is malformed: a % must be followed by two hexadecimal digits.')
  }
  if (path.includes('\u0000')) return badRequest('The address must not contain a NUL character (%00).')
  const page = url.searchParams.get('page')
  if (page !== null && page !== '' && !/^\d+$/.test(page.trim())) return badRequest('The page parameter must be a whole number from 1.')
  if (page !== null && /^0+$/.test(page.trim())) return badRequest('The page parameter must be a whole number from 1.')
  for (const name of JSON_QUERY_PARAMETERS) {
    const value = url.searchParams.get(name)
    if (value !== null && value !== '' && !isJsonObject(value)) {
      return badRequest(`The ${name} parameter must be a JSON object or use brackets, e.g. ${name}[field][equals]=value.`)
    }
  }
  return null
}

type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** Wraps one of Payload's REST route handlers with the checks above. */
export function guardedRest<Context>(handler: RestHandler<Context>): RestHandler<Context> {
  return async (request, context) => refusePayloadRestRequest(request) ?? handler(request, context)
}
