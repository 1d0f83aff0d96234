import type { LeasingExplainerBlock } from '@/payload-types'

// The spec's two links (page-blocks spec, section 2): the smart-thermostats path as the spec writes it
// (a permanent redirect to /products/thermostat-controls/smart-thermostats/, readings 6) and the
// whole-home air cleaner. Both pages are seeded (src/seed/sitePages.ts, redirect in src/seed/redirects.ts).
export const LEASING_SMART_THERMOSTATS_PATH = '/products/thermostats-and-controls/smart-thermostats/'
export const LEASING_AIR_CLEANER_PATH = '/products/indoor-air-quality/air-purification/cleaneffects/'

export const leasingExplainerFixture = {
  blockType: 'leasingExplainer',
  title: 'Lease your comfort system',
  intro: 'Spread the cost of a new system over predictable monthly payments instead of paying for it all at once.',
  points: [
    { heading: 'Pick a system with a dealer', text: 'A local dealer sizes the equipment for your home and explains what the lease covers.' },
    {
      heading: 'Add a smart thermostat',
      text: 'Control your comfort from your phone; the thermostat can be part of the same lease.',
      link: { type: 'custom', url: LEASING_SMART_THERMOSTATS_PATH, label: 'Smart thermostats', trackingText: 'Leasing explainer: smart thermostats' },
    },
    {
      heading: 'Breathe cleaner air',
      text: 'A whole-home air cleaner can be added to the lease as well.',
      link: { type: 'custom', url: LEASING_AIR_CLEANER_PATH, label: 'Our whole-home air cleaner', trackingText: 'Leasing explainer: air cleaner' },
    },
    { heading: 'Pay one monthly amount', text: 'Installation, the equipment and scheduled maintenance are covered by a single payment for the lease term; covered repairs are included.' },
    { heading: 'Choose at the end', text: 'When the term ends you can renew, upgrade to newer equipment or buy the system.' },
  ],
  note: 'Leasing is subject to approval and availability in your area.',
  cta: { type: 'custom', url: '/find-your-dealer/', label: 'Ask a dealer about leasing', trackingText: 'Leasing explainer: find a dealer', appearance: { background: 'baby-blue' } },
} satisfies LeasingExplainerBlock
