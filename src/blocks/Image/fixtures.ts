import type { ImageBlock, Media } from '@/payload-types'

// Our own drawing as a data URI: fixtures hold no uploads and nothing may call another host. The
// seed stores only the id of an upload, so in the seeded gallery this fixture needs the sample
// image put in its place (see the branch report); the tests render it as it is.
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

/** An image with a caption, at the page's content width. */
export const imageFixture = {
  blockType: 'image',
  image: sampleImageMedia,
  caption: 'Sample caption: an outdoor unit installed on a level pad beside the house.',
  width: 'content',
} satisfies ImageBlock
