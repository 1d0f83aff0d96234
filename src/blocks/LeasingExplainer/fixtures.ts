import type { LeasingExplainerBlock } from '@/payload-types'

// The spec's targets (smart thermostats, an air cleaner product page) are not published yet, so the
// sample links point at pages that exist.
export const leasingExplainerFixture = {
  blockType: 'leasingExplainer',
  title: 'Lease your comfort system (sample)',
  intro: 'Sample text: spread the cost of a new system over predictable monthly payments instead of paying for it all at once.',
  points: [
    { heading: 'Pick a system with a dealer', text: 'A local dealer sizes the equipment for your home, including a smart thermostat or an air cleaner if you want one.' },
    { heading: 'Pay one monthly amount', text: 'Installation, the equipment and scheduled maintenance are covered by a single payment for the lease term.' },
    { heading: 'Repairs are included', text: 'If something covered breaks during the lease, the repair is part of the plan.' },
    { heading: 'Choose at the end', text: 'When the term ends you can renew, upgrade to newer equipment or buy the system.', link: { type: 'custom', url: '/find-a-dealer/', label: 'Ask a dealer about lease terms' } },
  ],
  note: 'Sample terms: leasing is subject to approval and availability in your area.',
  cta: { type: 'custom', url: '/find-your-dealer/', label: 'Find a dealer', appearance: { background: 'baby-blue' } },
} satisfies LeasingExplainerBlock
