import type { WarrantyModalButtonsBlock } from '@/payload-types'
import { LOOKUP_CHECKLIST, SAMPLE_LOOKUP_APP_URL } from '@/domain/tools/warranty'

export const warrantyModalButtonsFixture = {
  blockType: 'warrantyModalButtons',
  buttons: [
    {
      label: 'Start a claim',
      kind: 'claim',
      modal: {
        title: 'Start a warranty claim',
        intro: 'Claims go through the dealer who services your system.',
        body: 'Call your dealer and tell them the serial number and what went wrong. They check that the part is covered, order it and file the claim for you.\n\nNo dealer yet? Find one near you on our dealer locator.',
      },
    },
    {
      label: 'Look up a warranty',
      kind: 'lookup',
      modal: {
        title: 'Look up an existing warranty',
        intro: 'To see the coverage of a registered product you need:',
        checklist: LOOKUP_CHECKLIST.map((item) => ({ item })),
        appUrl: SAMPLE_LOOKUP_APP_URL,
        appLabel: 'Continue to warranty look-up (sample link)',
      },
    },
    {
      label: 'Moving house?',
      kind: 'generic',
      modal: {
        title: 'Bought a home with our system?',
        body: 'A registered warranty stays with the home for its term. Keep the registration confirmation with your house papers.',
      },
    },
  ],
} satisfies WarrantyModalButtonsBlock
