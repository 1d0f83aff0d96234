import type { Dealer } from './dealerSchema'

/** A dealer card's leased tracking number (spec section 7, POST /api/whodis): the request and the answer. */

export interface LeaseRequestBody {
  routingGroupID: string
  sessionID: string
  pageReferrer: string
  leaseName: string
  metaData: { dealerName: string }
}

/** Ours: the lease name when the dealer data names no pool. */
export const DEFAULT_LEASE_NAME = 'dealer-locator'

/** The routing group of a dealer: the call-tracking record first, then the fuse data. */
export function dealerRoutingGroup(dealer: Pick<Dealer, 'whodis' | 'fuseInfo'>): string | undefined {
  const group = dealer.whodis?.routingGroupID?.trim() || dealer.fuseInfo?.routingGroup?.trim()
  return group ? group : undefined
}

export function leaseRequestBody(
  dealer: Pick<Dealer, 'whodis' | 'fuseInfo' | 'data'>,
  sessionID: string,
  pageReferrer: string,
): LeaseRequestBody | undefined {
  const routingGroupID = dealerRoutingGroup(dealer)
  if (!routingGroupID) return undefined
  return {
    routingGroupID,
    sessionID,
    pageReferrer,
    leaseName: dealer.fuseInfo?.pool?.trim() || DEFAULT_LEASE_NAME,
    metaData: { dealerName: dealer.data.name ?? '' },
  }
}

/**
 * The number in a whodis answer, or undefined (shown as N/A): the status must be 200 or 201,
 * the body must carry no error and a non-empty `message.leasePhoneNumber`.
 */
export function leasedNumberFrom(status: number, body: unknown): string | undefined {
  if (status !== 200 && status !== 201) return undefined
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as { error?: unknown; message?: unknown }
  if (record.error) return undefined
  const message = record.message
  if (typeof message !== 'object' || message === null) return undefined
  const number = (message as { leasePhoneNumber?: unknown }).leasePhoneNumber
  return typeof number === 'string' && number.trim() !== '' ? number.trim() : undefined
}
