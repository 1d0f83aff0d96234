import type { Hero2025Block } from '@/payload-types'
import { sampleImageMedia } from '../sampleMedia'

/** Sample content (written for this project) used by the seed, the tests, the gallery and the docs. */
export const heroFixture = {
  blockType: 'hero2025',
  title: 'Comfort that fits your home',
  subtitle: 'Quiet, efficient heating and cooling, installed and serviced by independent local dealers.',
  link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a local dealer', trackingText: 'Hero: find a local dealer', appearance: { background: 'white', cornerRadius: 'full', width: 'fit', showIcon: true } },
  backgroundImage: null,
  verticalAlign: 'middle',
  horizontalAlign: 'left',
  mobileImageFocus: 'center',
  sidebar: {
    show: true,
    firstCard: 'find-a-dealer',
    dealerCard: {
      title: 'Find a local dealer',
      subtitle: 'Enter your ZIP or postal code to see dealers who service your area.',
      image: null,
      placeholder: 'ZIP or postal code',
      buttonLabel: 'Find a dealer',
      buttonAppearance: { background: 'baby-blue', cornerRadius: 'full', width: 'full', showIcon: true },
    },
    ctaCard: {
      show: true,
      text: 'Not sure what you need? See what rebates apply where you live.',
      image: null,
      link: { type: 'custom', url: '/rebates/', label: 'Check rebates', trackingText: 'Hero card: check rebates', appearance: { background: 'baby-blue', cornerRadius: 'full', width: 'full', showIcon: false } },
    },
  },
} satisfies Hero2025Block

/** The hero with only a headline: no button, no image, no sidebar. */
export const minimalHeroFixture = {
  blockType: 'hero2025',
  title: 'A headline on its own',
  sidebar: { show: false },
} satisfies Hero2025Block

/** The call-to-action card on top of the sidebar, over the sample image whose right side stays in view on phones. */
export const ctaFirstHeroFixture = {
  ...heroFixture,
  backgroundImage: sampleImageMedia,
  mobileImageFocus: 'right',
  sidebar: { ...heroFixture.sidebar, firstCard: 'call-to-action' },
} satisfies Hero2025Block
