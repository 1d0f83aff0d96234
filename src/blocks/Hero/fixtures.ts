import type { HeroBlock } from '@/payload-types'

// Sample content written for this project. The gallery has no uploads or video files, so the image
// and video variants show their background colour there; the tests give them images and videos.

/** Image hero: headline, text and a button over the photo (the background colour until it loads). */
export const imageHeroFixture = {
  blockType: 'hero',
  variant: 'image',
  title: 'Heating and cooling that fits your home (sample)',
  subtitle: 'Sample content: an image hero with a headline, a line of text and one button.',
  link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a local dealer', appearance: { background: 'white', cornerRadius: 'full', width: 'fit', showIcon: true } },
  images: { mobile: null, tablet: null, desktop: null, large: null },
  backgroundColor: 'navy',
} satisfies HeroBlock

/** Video hero: a muted looping video by screen size, the images as its stand-in. */
export const videoHeroFixture = {
  blockType: 'hero',
  variant: 'video',
  title: 'Quiet comfort, all year (sample)',
  subtitle: 'Sample content: a video hero. Visitors who ask for less motion see the image instead.',
  link: { type: 'custom', url: '/rebates/', label: 'Check rebates', appearance: { background: 'white', cornerRadius: 'full', width: 'fit', showIcon: false } },
  images: { mobile: null, tablet: null, desktop: null, large: null },
  video: { small: null, medium: null, large: null },
  backgroundColor: 'navy',
} satisfies HeroBlock

/** Video hero closed by a white wave into the next section. */
export const videoWaveHeroFixture = {
  ...videoHeroFixture,
  variant: 'videoWave',
  title: 'A video hero with a wave (sample)',
  subtitle: 'Sample content: the wave at the bottom leads into the white section below.',
  wave: { color: 'white', position: 'bottom', flip: false },
} satisfies HeroBlock

/** Wave only: a light-blue band with text and a mirrored wave, no image or video. */
export const waveHeroFixture = {
  blockType: 'hero',
  variant: 'wave',
  title: 'Schedule a check-up before the season turns (sample)',
  subtitle: 'Sample content: a wave-only hero on a light-blue background.',
  link: { type: 'custom', url: '/schedule-service/', label: 'Schedule service', appearance: { background: 'baby-blue', cornerRadius: 'full', width: 'fit', showIcon: true } },
  backgroundColor: 'baby-blue',
  wave: { color: 'white', position: 'bottom', flip: true },
} satisfies HeroBlock
