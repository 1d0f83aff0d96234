import type { VideoCategorySliderBlock } from '@/payload-types'

// The videos and categories come from the Videos collections (the seed adds sample ones).
export const videoCategorySliderFixture = {
  blockType: 'videoCategorySlider',
  title: 'Homeowning videos',
  intro: 'Pick a category to see its videos.',
} satisfies VideoCategorySliderBlock
