import type { ContactADealerBlock } from '@/payload-types'

export const contactADealerFixture = {
  blockType: 'contactADealer',
  title: 'Contact a local specialist',
  intro: 'Sample page: tell us about your home and a local specialist near you will reach out.',
} satisfies ContactADealerBlock
