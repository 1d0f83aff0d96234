import type { CustomerServiceCardBlock } from '@/payload-types'

export const customerServiceCardFixture = {
  blockType: 'customerServiceCard',
  heading: 'Questions about your system?',
  text: 'Our customer service team can help with products, warranties and finding a dealer.',
  hours: 'Mon-Fri 7am-5pm CST',
} satisfies CustomerServiceCardBlock
