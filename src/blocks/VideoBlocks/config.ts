import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'
import { youtubeVideoId } from '@/domain/videos/videos'
import { VIDEO_LINK_MESSAGE } from '@/collections/Videos/videoLink'

export const config: Block = {
  slug: 'videoBlocks',
  interfaceName: 'VideoBlocksBlock',
  labels: { singular: 'Videos', plural: 'Videos' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    { name: 'description', type: 'textarea', label: 'Text under the heading' },
    {
      name: 'layout',
      type: 'radio',
      label: 'How the videos are arranged',
      defaultValue: 'row',
      options: [
        { label: 'Side by side (up to four in a row)', value: 'row' },
        { label: 'A list, one under another', value: 'list' },
      ],
    },
    arrayOf({
      name: 'videos',
      label: 'Videos (up to four)',
      singular: 'Video',
      plural: 'Videos',
      required: true,
      min: 1,
      max: 4,
      fields: [
        { name: 'videoTitle', type: 'text', label: 'Video title', required: true },
        {
          name: 'videoEmbedLink',
          type: 'text',
          label: 'YouTube link',
          required: true,
          admin: { description: 'Plays from youtube-nocookie.com, and only after the visitor presses play.' },
          validate: (value: unknown) => (typeof value === 'string' && youtubeVideoId(value) ? true : VIDEO_LINK_MESSAGE),
        },
      ],
    }),
    blockSettings(),
  ],
}
