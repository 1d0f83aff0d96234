import type { GroupBlock } from '@/payload-types'
import { freeformFixture } from '../Freeform/fixtures'
import { promoCardFixture } from '../PromoCard/fixtures'
import { threeColumnsFixture } from '../Columns/fixtures'

/** A light-grey band with a heading, text and a promo card. */
export const groupFixture = {
  blockType: 'group',
  heading: 'Keep your system running well',
  background: 'light-gray',
  blocks: [
    { ...freeformFixture, text: 'Most homes need a tune-up once a year: the furnace before winter, the air conditioner or heat pump before summer.' },
    promoCardFixture,
  ],
} satisfies GroupBlock

/** The deepest nesting allowed: columns inside a group, on light blue. */
export const groupWithColumnsFixture = {
  blockType: 'group',
  heading: 'A year of comfort',
  background: 'baby-blue',
  blocks: [threeColumnsFixture],
} satisfies GroupBlock
