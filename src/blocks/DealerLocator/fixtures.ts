import type { DealerLocatorBlock } from '@/payload-types'

/** Sample locator block used by the seed (find-a-dealer, find-your-dealer, schedule-service) and tests. */
export const dealerLocatorFixture = {
  blockType: 'dealerLocator',
  title: 'Find a dealer near you',
  intro: 'Enter your zip or postal code to see local heating and cooling dealers that service your area.',
} satisfies DealerLocatorBlock

export const scheduleServiceLocatorFixture = {
  blockType: 'dealerLocator',
  title: 'Schedule service with a local dealer',
  intro: 'Enter your zip or postal code, then call a dealer or send a request.',
} satisfies DealerLocatorBlock
