import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardedRest, headFromGet } from '@/server/http/guardPayloadRest'

// Payload's handlers, after the checks that turn its 500s on malformed input into 400s.
export const GET = guardedRest(REST_GET(config))
export const HEAD = headFromGet(GET)
export const POST = guardedRest(REST_POST(config))
export const DELETE = guardedRest(REST_DELETE(config))
export const PATCH = guardedRest(REST_PATCH(config))
export const PUT = guardedRest(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
