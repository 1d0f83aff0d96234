import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'companyTimeline',
  interfaceName: 'CompanyTimelineBlock',
  labels: { singular: 'Company history timeline', plural: 'Company history timelines' },
  fields: [
    heading({ name: 'title', label: 'Section heading', defaultValue: 'Our history' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    arrayOf({
      name: 'entries',
      label: 'Milestones',
      singular: 'Milestone',
      plural: 'Milestones',
      min: 1,
      description: 'Shown oldest first, whatever the order here.',
      fields: [
        { name: 'year', type: 'number', label: 'Milestone year', required: true, min: 1800, max: 2100 },
        heading({ name: 'heading', label: 'Milestone title', required: true }),
        { name: 'text', type: 'textarea', label: 'What happened' },
        media('image', 'Milestone image'),
      ],
    }),
    blockSettings(),
  ],
}
