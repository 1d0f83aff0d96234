import type { StepBlocksBlock } from '@/payload-types'

export const stepBlocksFixture = {
  blockType: 'stepBlocks',
  title: 'From first call to a comfortable home',
  steps: [
    {
      title: 'Find a dealer',
      description: 'Enter your ZIP code to see independent dealers who work in your area.',
      link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer', appearance: { background: 'baby-blue', showIcon: true } },
    },
    {
      title: 'Get a home visit',
      description: 'The dealer looks at your home and your current system, then recommends options at different prices.',
      link: { type: 'custom', url: '/schedule-service/', label: 'Schedule service', appearance: { background: 'none' } },
    },
    {
      title: 'Check your rebates',
      description: 'Utility rebates and special offers can lower the price of a new system.',
      link: { type: 'custom', url: '/rebates/', label: 'See rebates', appearance: { background: 'none' } },
    },
  ],
} satisfies StepBlocksBlock

/** Numbers typed by the editor (a process that continues from an earlier section), no links. */
export const numberedStepBlocksFixture = {
  blockType: 'stepBlocks',
  title: 'After installation',
  steps: [
    { stepNumber: '4', title: 'Register your warranty', description: 'Within 60 days of installation.' },
    { title: 'Plan yearly maintenance', description: 'A tune-up each year keeps efficiency up and the warranty valid.' },
  ],
} satisfies StepBlocksBlock
