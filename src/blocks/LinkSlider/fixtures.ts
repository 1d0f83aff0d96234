import type { LinkSliderBlock } from '@/payload-types'

const to = (url: string, label: string) => ({ link: { type: 'custom' as const, url, label, trackingText: `Link slider: ${label}` } })

export const linkSliderFixture = {
  blockType: 'linkSlider',
  title: 'Owner resources',
  links: [
    to('/find-a-dealer/', 'Find a dealer'),
    to('/rebates/', 'Rebates'),
    to('/schedule-service/', 'Schedule service'),
    to('/resources/homeowning-01/', 'Homeowning videos'),
    to('/block-gallery/', 'Block gallery'),
    to('/privacy-policy/', 'Privacy policy'),
  ],
} satisfies LinkSliderBlock
