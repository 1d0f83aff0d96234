import type { TabsToSliderBlock } from '@/payload-types'

export const tabsToSliderFixture = {
  blockType: 'tabsToSlider',
  title: 'From first call to a comfortable home',
  autoSlide: true,
  transitionDelay: 6,
  tabs: [
    {
      tabTitle: 'Find a dealer',
      tabDetails: 'Search by ZIP code for independent dealers near you, and read what homeowners say about them.',
      buttonLink: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer', trackingText: 'Tabs slider: find a dealer' },
      image: null,
      imageMobile: null,
    },
    {
      tabTitle: 'Check rebates',
      tabDetails: 'Utilities often pay part of the price of an efficient system. See which offers apply at your address.',
      buttonLink: { type: 'custom', url: '/rebates/', label: 'See rebates', trackingText: 'Tabs slider: rebates' },
      image: null,
      imageMobile: null,
    },
    {
      tabTitle: 'Book service',
      tabDetails: 'A yearly tune-up keeps the system efficient and its warranty in order.',
      buttonLink: { type: 'custom', url: '/schedule-service/', label: 'Schedule service', trackingText: 'Tabs slider: schedule service' },
      image: null,
      imageMobile: null,
    },
  ],
} satisfies TabsToSliderBlock
