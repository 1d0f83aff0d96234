import type { ImageBlock } from '@/payload-types'
import { sampleImageMedia } from '../sampleMedia'

/** An image with a caption, at the page's content width. */
export const imageFixture = {
  blockType: 'image',
  image: sampleImageMedia,
  caption: 'An outdoor unit installed on a level pad beside the house.',
  width: 'content',
} satisfies ImageBlock
