import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'cardsSlider',
  interfaceName: 'CardsSliderBlock',
  labels: { singular: 'Cards slider', plural: 'Cards sliders' },
  fields: [
    heading({ name: 'title', label: 'Heading', required: true }),
    arrayOf({
      name: 'cards',
      label: 'Cards in the slider',
      singular: 'Card',
      plural: 'Cards',
      required: true,
      min: 1,
      description: 'Three show at once where the page is wide enough (two or one on narrower screens); the arrows move one card at a time.',
      fields: [
        link({ name: 'cardLink', label: 'Card link (its text is the card heading)', required: true }),
        { name: 'cardText', type: 'textarea', label: 'Card text' },
        media('cardImage', 'Card image'),
      ],
    }),
    blockSettings(),
  ],
}
