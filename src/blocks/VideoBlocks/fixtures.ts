import type { VideoBlocksBlock } from '@/payload-types'

// Sample links: the ids are made up, so the player says the video is unavailable. Nothing loads
// from the video host until a visitor presses play.
export const videoBlocksFixture = {
  blockType: 'videoBlocks',
  title: 'Looking after your system (sample videos)',
  description: 'Short how-to videos. They play from youtube-nocookie.com after you press play.',
  layout: 'row',
  videos: [
    { videoTitle: 'Changing a furnace filter (sample)', videoEmbedLink: 'https://www.youtube.com/watch?v=sampleVid01' },
    { videoTitle: 'Clearing around the outdoor unit (sample)', videoEmbedLink: 'https://youtu.be/sampleVid02' },
    { videoTitle: 'Reading your thermostat (sample)', videoEmbedLink: 'https://www.youtube.com/embed/sampleVid03' },
  ],
} satisfies VideoBlocksBlock

export const videoListFixture = {
  ...videoBlocksFixture,
  title: 'One video as a list (sample)',
  description: null,
  layout: 'list',
  videos: [{ videoTitle: 'What a tune-up covers (sample)', videoEmbedLink: 'https://www.youtube.com/watch?v=sampleVid04' }],
} satisfies VideoBlocksBlock
