import type { ThreeColumnBlock } from '@/payload-types'

export const threeColumnFixture = {
  blockType: 'threeColumn',
  title: 'Choosing a system',
  columns: [
    {
      title: 'Heating and cooling',
      text: 'A furnace with an air conditioner, or a heat pump that does both: your climate and fuel prices decide which suits you.',
      link: { type: 'custom', url: '/find-a-dealer/', label: 'Ask a local dealer' },
    },
    {
      title: 'Efficiency',
      text: 'Higher SEER and AFUE ratings mean lower running costs. Rebates can narrow the price gap.',
      link: { type: 'custom', url: '/rebates/', label: 'Check rebates' },
    },
    {
      title: 'Service',
      text: 'A yearly tune-up keeps any system running efficiently and helps it last longer.',
      link: { type: 'custom', url: '/schedule-service/', label: 'Schedule service' },
    },
  ],
} satisfies ThreeColumnBlock

/** Two columns only, without links: they share the row. */
export const twoColumnFixture = {
  blockType: 'threeColumn',
  columns: [
    { title: 'Quiet operation', text: 'Variable-speed fans ramp up gently instead of starting at full power.' },
    { title: 'Even comfort', text: 'Longer, slower cycles reduce hot and cold spots between rooms.' },
  ],
} satisfies ThreeColumnBlock
