import type { ContactDealerFormBlock } from '@/payload-types'

export const contactDealerFormFixture = {
  blockType: 'contactDealerForm',
  language: 'en',
  title: 'Contact a dealer',
} satisfies ContactDealerFormBlock

export const frenchContactDealerFormFixture = {
  blockType: 'contactDealerForm',
  language: 'fr',
  title: 'Contactez un détaillant',
} satisfies ContactDealerFormBlock
