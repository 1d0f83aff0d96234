import type { HeroBlock } from '@/payload-types'
import { SAMPLE_HERO_VIDEO, sampleImageMedia } from '../sampleMedia'

// Sample content written for this project, with the sample image and video (../sampleMedia), so
// an editor sees each variant in the gallery as a visitor would: the image on every screen, the
// video from 640 px (phones see the image).

/** Image hero: headline, text and a button over the photo (the background colour until it loads). */
export const imageHeroFixture = {
  blockType: 'hero',
  variant: 'image',
  title: 'Heating and cooling that fits your home',
  subtitle: 'An image hero with a headline, a line of text and one button.',
  link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a local dealer', appearance: { background: 'white', cornerRadius: 'full', width: 'fit', showIcon: true } },
  images: { mobile: null, tablet: null, desktop: sampleImageMedia, large: null },
  backgroundColor: 'navy',
} satisfies HeroBlock

/** Video hero: a muted looping video from 640 px; phones, and visitors who ask for less motion, see the image. */
export const videoHeroFixture = {
  blockType: 'hero',
  variant: 'video',
  title: 'Quiet comfort, all year',
  subtitle: 'A video hero. Phones, and visitors who ask for less motion, see the image instead.',
  link: { type: 'custom', url: '/rebates/', label: 'Check rebates', appearance: { background: 'white', cornerRadius: 'full', width: 'fit', showIcon: false } },
  images: { mobile: null, tablet: null, desktop: sampleImageMedia, large: null },
  video: { small: null, medium: null, large: SAMPLE_HERO_VIDEO },
  backgroundColor: 'navy',
} satisfies HeroBlock

/** Video hero closed by a white wave into the next section. */
export const videoWaveHeroFixture = {
  ...videoHeroFixture,
  variant: 'videoWave',
  title: 'A video hero with a wave',
  subtitle: 'The wave at the bottom leads into the white section below.',
  wave: { color: 'white', position: 'bottom', flip: false },
} satisfies HeroBlock

/** Wave only: a light-blue band with text and a mirrored wave, no image or video. */
export const waveHeroFixture = {
  blockType: 'hero',
  variant: 'wave',
  title: 'Schedule a check-up before the season turns',
  subtitle: 'A wave-only hero on a light-blue background.',
  link: { type: 'custom', url: '/schedule-service/', label: 'Schedule service', appearance: { background: 'baby-blue', cornerRadius: 'full', width: 'fit', showIcon: true } },
  backgroundColor: 'baby-blue',
  wave: { color: 'white', position: 'bottom', flip: true },
} satisfies HeroBlock
