import type { Media } from '@/payload-types'

// Sample media for the block fixtures. Fixtures hold no uploads and nothing may call another host,
// and blocks never import the seed (the seed imports their fixtures), so the sample files live
// here, where both reach them: the fixtures use them as they are (the unit tests render them), and
// the seed puts its seeded sample image in the place of every `sampleImageMedia` (id 0) when it
// stores the block gallery (`withSampleMedia`, src/seed/blockGallery.ts).

/** Our own drawing as a data URI, standing in for an upload. */
const SAMPLE_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='675' viewBox='0 0 1200 675'><rect width='1200' height='675' fill='%23d6e9ff'/><rect x='420' y='300' width='360' height='250' rx='16' fill='%230b2545'/><circle cx='600' cy='425' r='90' fill='%23f2f4f7'/><rect y='550' width='1200' height='125' fill='%23667085'/></svg>"

export const sampleImageMedia = {
  id: 0,
  alt: 'Sample drawing: an outdoor unit on a concrete pad',
  url: `data:image/svg+xml,${SAMPLE_SVG}`,
  width: 1200,
  height: 675,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
} satisfies Media

/**
 * A 4-second looping sample video served from public/ (a blue gradient with slow waves, marked
 * "Sample video"; `node scripts/sample-hero-video.mjs` writes it).
 */
export const SAMPLE_HERO_VIDEO = '/videos/sample-hero.mp4'
