import type { VideoBlocksBlock } from '@/payload-types'

// Sample links: the ids are made up, so the player says the video is unavailable. Nothing loads
// from the video host until a visitor presses play.
export const videoBlocksFixture = {
  blockType: 'videoBlocks',
  title: 'Looking after your system',
  description: 'Short how-to videos. They play from youtube-nocookie.com after you press play.',
  layout: 'row',
  videos: [
    { videoTitle: 'Changing a furnace filter', videoEmbedLink: 'https://www.youtube.com/watch?v=sampleVid01' },
    { videoTitle: 'Clearing around the outdoor unit', videoEmbedLink: 'https://youtu.be/sampleVid02' },
    { videoTitle: 'Reading your thermostat', videoEmbedLink: 'https://www.youtube.com/embed/sampleVid03' },
  ],
} satisfies VideoBlocksBlock

export const videoListFixture = {
  ...videoBlocksFixture,
  title: 'One video as a list',
  description: null,
  layout: 'list',
  videos: [{ videoTitle: 'What a tune-up covers', videoEmbedLink: 'https://www.youtube.com/watch?v=sampleVid04' }],
} satisfies VideoBlocksBlock
