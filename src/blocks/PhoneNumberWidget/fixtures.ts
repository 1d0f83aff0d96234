import type { PhoneNumberWidgetBlock } from '@/payload-types'

/** Routing group of the seeded sample pool (src/seed/callTracking.ts); point a dealer's whodis.routingGroupID at it to try Call Now. */
export const SAMPLE_ROUTING_GROUP_ID = 'RG-SAMPLE'

/** Leases a number of the seeded sample pool (fictional 555 numbers). */
export const phoneNumberWidgetFixture = {
  blockType: 'phoneNumberWidget',
  label: 'Call us:',
  routingGroupId: SAMPLE_ROUTING_GROUP_ID,
  leaseName: 'block-gallery',
  defaultNumber: '1-800-555-0150',
} satisfies PhoneNumberWidgetBlock
