import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload local API for server code (one instance per process). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
