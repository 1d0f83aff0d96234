import type { CollectionSlug, Payload } from 'payload'
import { leadEnv } from './config'
import { DeliveryError } from './webhook'

const DEALERS_SLUG = 'dealers' as CollectionSlug

/**
 * The address a dealer lead is emailed to: LEAD_DEALER_EMAIL_OVERRIDE when set (staging, tests),
 * otherwise `data.email` of the dealer with that company ID in the Dealers collection.
 * Every "cannot" is a DeliveryError with a message an admin can act on (shown as lastError).
 */
export async function resolveDealerEmail(payload: Payload, companyId: number | null): Promise<string> {
  const override = leadEnv().LEAD_DEALER_EMAIL_OVERRIDE
  if (override) return override
  if (companyId === null) throw new DeliveryError('The lead names no dealer (companyId)')
  const dealers = payload.collections[DEALERS_SLUG]
  if (!dealers) throw new DeliveryError('No dealer directory: the dealers collection does not exist yet')
  const found = await payload.find({
    collection: DEALERS_SLUG,
    where: { 'data.companyID': { equals: companyId } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const dealer = found.docs[0] as { data?: { email?: unknown } } | undefined
  if (!dealer) throw new DeliveryError(`No dealer with company ID ${companyId}`)
  const email = typeof dealer.data?.email === 'string' ? dealer.data.email.trim() : ''
  if (!email) throw new DeliveryError(`Dealer ${companyId} has no email address`)
  return email
}
