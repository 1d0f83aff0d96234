import type { CustomerCareFormBlock } from '@/payload-types'

export const customerCareFormFixture = {
  blockType: 'customerCareForm',
  title: 'We’re here to help you get the home comfort you desire.',
  sidePanelText: 'Questions about your product, its warranty, the home app or your thermostat.',
} satisfies CustomerCareFormBlock
