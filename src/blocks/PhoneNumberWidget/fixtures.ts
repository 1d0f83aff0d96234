import type { PhoneNumberWidgetBlock } from '@/payload-types'
import { SAMPLE_ROUTING_GROUP_ID } from '@/seed/callTracking'

/** Leases a number of the seeded sample pool (fictional 555 numbers). */
export const phoneNumberWidgetFixture = {
  blockType: 'phoneNumberWidget',
  label: 'Call us (sample):',
  routingGroupId: SAMPLE_ROUTING_GROUP_ID,
  leaseName: 'block-gallery',
  defaultNumber: '1-800-555-0150',
} satisfies PhoneNumberWidgetBlock

/** A routing group with no pool: /api/whodis answers 404 and the default number shows. */
export const fallbackPhoneNumberWidgetFixture = {
  blockType: 'phoneNumberWidget',
  label: 'Questions? (sample)',
  routingGroupId: 'RG-NO-POOL-SAMPLE',
  defaultNumber: '1-800-555-0151',
} satisfies PhoneNumberWidgetBlock
