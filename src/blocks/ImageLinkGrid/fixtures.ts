import type { ImageLinkGridBlock } from '@/payload-types'

// Uploads are added by an editor; without them each tile shows its label on the navy ground.
export const imageLinkGridFixture = {
  blockType: 'imageLinkGrid',
  title: 'Where to next?',
  tiles: [
    { image: null, link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer' } },
    { image: null, link: { type: 'custom', url: '/rebates/', label: 'Rebates and offers' } },
    { image: null, link: { type: 'custom', url: '/schedule-service/', label: 'Schedule service' } },
    { image: null, link: { type: 'custom', url: '/find-your-dealer/', label: 'Your local dealer' } },
  ],
} satisfies ImageLinkGridBlock
