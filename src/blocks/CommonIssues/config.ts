import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { DEFAULT_COMMON_ISSUES, DEFAULT_SAFETY_NOTE } from '@/domain/blocks/commonIssues'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'


export const config: Block = {
  slug: 'commonIssues',
  interfaceName: 'CommonIssuesBlock',
  labels: { singular: 'Common issues guide', plural: 'Common issues guides' },
  fields: [
    heading({ name: 'title', label: 'Guide heading', required: true, defaultValue: 'Common issues and what to check' }),
    { name: 'intro', type: 'textarea', label: 'Introduction' },
    {
      name: 'safetyNote',
      type: 'textarea',
      label: 'Safety note',
      defaultValue: DEFAULT_SAFETY_NOTE,
      admin: { description: 'Shown above the topics. Leave empty to hide it.' },
    },
    arrayOf({
      name: 'topics',
      label: 'Problem topics',
      singular: 'Topic',
      plural: 'Topics',
      required: true,
      min: 1,
      // A new guide starts with the six topics of the spec, ready to edit.
      defaultValue: DEFAULT_COMMON_ISSUES,
      description: 'Each topic opens to show its possible causes and what a homeowner can safely check.',
      fields: [
        { name: 'title', type: 'text', label: 'Problem (the topic heading)', required: true },
        { name: 'summary', type: 'textarea', label: 'Short explanation' },
        arrayOf({
          name: 'causes',
          label: 'Possible causes',
          singular: 'Cause',
          plural: 'Causes',
          required: true,
          min: 1,
          fields: [
            { name: 'title', type: 'text', label: 'Possible cause', required: true },
            { name: 'whatToDo', type: 'textarea', label: 'What to check or do', required: true },
          ],
        }),
      ],
    }),
    link({ name: 'link', label: 'Button below the guide', appearance: true, description: 'For example to the dealer locator, for problems a homeowner should not fix alone.' }),
    blockSettings(),
  ],
}
