import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading, media } from '@/fields/media'

export const config: Block = {
  slug: 'companyTimeline',
  interfaceName: 'CompanyTimelineBlock',
  labels: { singular: 'Company history timeline', plural: 'Company history timelines' },
  fields: [
    heading({ name: 'title', label: 'Section heading', defaultValue: 'Our history' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    {
      name: 'entries',
      type: 'array',
      label: 'Milestones',
      labels: { singular: 'Milestone', plural: 'Milestones' },
      minRows: 1,
      admin: { description: 'Shown oldest first, whatever the order here.' },
      fields: [
        { name: 'year', type: 'number', label: 'Milestone year', required: true, min: 1800, max: 2100 },
        heading({ name: 'heading', label: 'Milestone title', required: true }),
        { name: 'text', type: 'textarea', label: 'What happened' },
        media('image', 'Milestone image'),
      ],
    },
    blockSettings(),
  ],
}
