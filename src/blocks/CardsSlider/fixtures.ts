import type { CardsSliderBlock } from '@/payload-types'
import { sampleImageMedia } from '../sampleMedia'

const card = (url: string, label: string, cardText: string) => ({ cardLink: { type: 'custom' as const, url, label, trackingText: `Cards slider: ${label}` }, cardText, cardImage: sampleImageMedia })

export const cardsSliderFixture = {
  blockType: 'cardsSlider',
  title: 'Getting started',
  cards: [
    card('/find-a-dealer/', 'Find a dealer', 'Independent dealers near you, with reviews.'),
    card('/rebates/', 'Rebates', 'Offers from utilities where you live.'),
    card('/schedule-service/', 'Schedule service', 'Book a repair or a tune-up online.'),
    card('/resources/homeowning-01/', 'Homeowning videos', 'Short videos on looking after your system.'),
    card('/privacy-policy/', 'Your privacy', 'What happens to the details you send us.'),
  ],
} satisfies CardsSliderBlock
