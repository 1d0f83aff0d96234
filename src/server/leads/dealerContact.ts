import type { CollectionSlug, Payload } from 'payload'
import { loadEnv } from '@/lib/env'
import { DeliveryError } from './webhook'

const DEALERS_SLUG = 'dealers' as CollectionSlug

/**
 * The address a dealer lead is emailed to: LEAD_DEALER_EMAIL_OVERRIDE when set (staging, tests),
 * otherwise `data.email` of the dealer with that company ID in the Dealers collection. A lead whose
 * dealer is not in the directory (or has no email) goes to the brand's inbox, LEAD_BRAND_EMAIL;
 * with none set it is dead-lettered at once instead of being retried for a day and a half.
 * Every "cannot" is a DeliveryError with a message an admin can act on (shown as lastError).
 */
export async function resolveDealerEmail(payload: Payload, companyId: number | null): Promise<string> {
  const override = loadEnv().LEAD_DEALER_EMAIL_OVERRIDE
  if (override) return override
  if (companyId === null) throw new DeliveryError('The lead names no dealer')
  const dealers = payload.collections[DEALERS_SLUG]
  if (!dealers) throw new DeliveryError('There is no dealer directory yet')
  const found = await payload.find({
    collection: DEALERS_SLUG,
    where: { 'data.companyID': { equals: companyId } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const dealer = found.docs[0] as { data?: { email?: unknown } } | undefined
  const email = typeof dealer?.data?.email === 'string' ? dealer.data.email.trim() : ''
  if (email) return email
  const problem = dealer ? `Dealer ${companyId} has no email address` : `No dealer with company ID ${companyId}`
  const brand = loadEnv().LEAD_BRAND_EMAIL
  if (brand) return brand
  // Shown on the lead to editors: no setting names (docs/leads.md: LEAD_BRAND_EMAIL).
  throw new DeliveryError(`${problem}, and no brand lead inbox is set up to take it instead`, { permanent: true })
}
