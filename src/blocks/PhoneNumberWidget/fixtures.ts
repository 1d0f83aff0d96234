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
