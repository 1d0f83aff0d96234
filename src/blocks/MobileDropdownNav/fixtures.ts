import type { MobileDropdownNavBlock } from '@/payload-types'

/** Includes the gallery itself, so the gallery shows the highlighted current item. */
export const mobileDropdownNavFixture = {
  blockType: 'mobileDropdownNav',
  navLabel: 'Maintenance topics',
  items: [
    { link: { type: 'custom', url: '/', label: 'Home' } },
    { link: { type: 'custom', url: '/rebates/', label: 'Rebates' } },
    { link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer' } },
    { link: { type: 'custom', url: '/block-gallery/', label: 'Block gallery' } },
  ],
} satisfies MobileDropdownNavBlock

/** No item is the current page: the dropdown is titled 'Page not found'. */
export const noMatchMobileDropdownNavFixture = {
  blockType: 'mobileDropdownNav',
  navLabel: 'Getting help',
  items: [
    { link: { type: 'custom', url: '/schedule-service/', label: 'Schedule service' } },
    { link: { type: 'custom', url: '/find-your-dealer/', label: 'Find your dealer' } },
  ],
} satisfies MobileDropdownNavBlock
