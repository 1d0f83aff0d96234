import type { BigNumberListBlock } from '@/payload-types'

/** Counted entries: no figure typed, so they read 1, 2, 3. */
export const bigNumberListFixture = {
  blockType: 'bigNumberList',
  title: 'Three habits that keep a system healthy',
  items: [
    { title: 'Change the filter', text: 'Check it monthly in peak season; a clean filter keeps air moving and bills down.' },
    { title: 'Keep the outdoor unit clear', text: 'Leave about two feet of open space around it and clear leaves after storms.' },
    { title: 'Book a yearly tune-up', text: 'Cooling equipment in spring, heating equipment in autumn.' },
  ],
} satisfies BigNumberListBlock

/** Figures typed by the editor (facts from the spec's business constants). */
export const bigNumberFiguresFixture = {
  blockType: 'bigNumberList',
  title: 'Why upgrade an older system',
  intro: 'Typical ranges, not a promise for your home.',
  items: [
    { figure: '20–40%', title: 'Lower energy use', text: 'New models compared with a 10 SEER unit.' },
    { figure: '15%', title: 'More with ENERGY STAR', text: 'ENERGY STAR qualified models save about another 15%.' },
    { figure: '60', title: 'Days to register', text: 'Register within 60 days of installation to extend the base limited warranty.' },
  ],
} satisfies BigNumberListBlock
