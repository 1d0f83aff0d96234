import type { ButtonsBlock } from '@/payload-types'

/** Two buttons with different looks, left aligned. */
export const buttonsFixture = {
  blockType: 'buttons',
  alignment: 'left',
  buttons: [
    { link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer', appearance: { background: 'baby-blue', cornerRadius: 'full', width: 'fit', showIcon: true } } },
    { link: { type: 'custom', url: '/rebates/', label: 'Check rebates', appearance: { background: 'white', cornerRadius: 'xl', width: 'fit', showIcon: false } } },
  ],
} satisfies ButtonsBlock

/** Centred, with an outline button. */
export const centredButtonsFixture = {
  blockType: 'buttons',
  alignment: 'center',
  buttons: [
    { link: { type: 'custom', url: '/schedule-service/', label: 'Schedule service', appearance: { background: 'baby-blue', cornerRadius: 'xl', width: 'fit', showIcon: false } } },
    { link: { type: 'custom', url: '/find-your-dealer/', label: 'Find your dealer', appearance: { background: 'none', cornerRadius: 'full', width: 'fit', showIcon: true } } },
  ],
} satisfies ButtonsBlock
