import type { ContactADealerBlock } from '@/payload-types'

export const contactADealerFixture = {
  blockType: 'contactADealer',
  title: 'Contact a local specialist',
  intro: 'Tell us about your home and a local dealer near you will reach out.',
} satisfies ContactADealerBlock
