import type { Payload } from 'payload'
import { SAMPLE_ROUTING_GROUP_ID } from '@/blocks/PhoneNumberWidget/fixtures'
import { PHONE_NUMBER_POOLS_SLUG } from '@/collections/slugs'

/** Fictional 555-01xx numbers (reserved for fiction in the NANP): never a real line. */
export function samplePoolNumbers(count = 20): string[] {
  return Array.from({ length: count }, (_, i) => `800-555-${String(100 + i).padStart(4, '0')}`)
}

/** Idempotent: creates the sample call-tracking pool when it is missing. */
export async function seedCallTracking(payload: Payload, report: { created: string[]; kept: string[] }): Promise<void> {
  const existing = await payload.find({
    collection: PHONE_NUMBER_POOLS_SLUG,
    where: { routingGroupId: { equals: SAMPLE_ROUTING_GROUP_ID } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs.length) {
    report.kept.push('sample call-tracking pool')
    return
  }
  await payload.create({
    collection: PHONE_NUMBER_POOLS_SLUG,
    data: {
      routingGroupId: SAMPLE_ROUTING_GROUP_ID,
      description: 'Fictional 555 numbers for demos and tests.',
      phoneNumbers: samplePoolNumbers().map((number) => ({ number })),
    },
    context: { disableRevalidate: true },
  })
  report.created.push('sample call-tracking pool')
}
