import { exceeds, FILTER_TOO_LARGE_MESSAGE, filterSize, filterSizeOfQuery } from '@/domain/http/filterSize'

/**
 * Requests Payload's REST handlers would answer with a 500, or that would hold the server's thread
 * for seconds, refused first with a 400 and a message in Payload's own error shape:
 * - `where` / `data` as a plain query parameter are parsed as JSON by Payload (`where=x` throws);
 *   the bracket form (`where[field][equals]=value`) never reaches that parse;
 * - a NUL character in the path (`/api/media/file/%00`) makes the file lookup throw;
 * - a page number below 1 becomes a negative OFFSET, which PostgreSQL refuses;
 * - a visitor's `where` larger than the bounds of src/domain/http/filterSize.ts, counted from the
 *   parameter names before anything parses it (the rejectMalformedFilters plugin counts again, by
 *   the user Payload finds, for a request that only looks signed in);
 * - a query sent in a POST body with `X-HTTP-Method-Override: GET` (which escapes the length limit
 *   of an address) from a visitor: the admin's relationship fields use it, visitors have no need.
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

const METHOD_OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override'] as const

/** Whether the request carries a sign-in (the admin's cookie, a JWT or an API key); Payload decides whether it is valid. */
function carriesCredentials(request: Request): boolean {
  return request.headers.has('authorization') || /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')
}

function whereParameterSize(url: URL) {
  const json = url.searchParams.get('where')
  const fromJson = json ? filterSize(JSON.parse(json)) : { conditions: 0, depth: 0 }
  const fromBrackets = filterSizeOfQuery(url.searchParams.keys())
  return { conditions: fromJson.conditions + fromBrackets.conditions, depth: Math.max(fromJson.depth, fromBrackets.depth) }
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
  if (carriesCredentials(request)) return null
  if (request.method === 'POST' && METHOD_OVERRIDE_HEADERS.some((header) => request.headers.get(header)?.trim().toUpperCase() === 'GET')) {
    return badRequest('A query in the request body is for signed-in users: send it in the address with GET.')
  }
  if (exceeds(whereParameterSize(url))) return badRequest(FILTER_TOO_LARGE_MESSAGE)
  return null
}

type RestHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** Wraps one of Payload's REST route handlers with the checks above. */
export function guardedRest<Context>(handler: RestHandler<Context>): RestHandler<Context> {
  return async (request, context) => refusePayloadRestRequest(request) ?? handler(request, context)
}

/**
 * HEAD for Payload's REST routes, which route GET only: a HEAD of an image or of a list (a link
 * checker's, a cache's) was a 404. Answered with the GET answer's status and headers and no body, as
 * HTTP says a HEAD is answered.
 */
export function headFromGet<Context>(get: RestHandler<Context>): RestHandler<Context> {
  return async (request, context) => {
    const answer = await get(new Request(request.url, { method: 'GET', headers: request.headers }), context)
    await answer.body?.cancel()
    return new Response(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
  }
}
