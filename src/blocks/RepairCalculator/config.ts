import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'repairCalculator',
  interfaceName: 'RepairCalculatorBlock',
  labels: { singular: 'Repair-or-replace calculator', plural: 'Repair-or-replace calculators' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      label: 'Calculator or tool',
      required: true,
      defaultValue: 'calculator',
      options: [
        { label: 'Calculator: shows age × estimate, a suggestion and what it means for your system', value: 'calculator' },
        { label: 'Tool: a short wait, then Repair or Replace only', value: 'tool' },
      ],
    },
    heading({ name: 'title', label: 'Heading', required: true, defaultValue: 'Should you repair or replace?' }),
    {
      name: 'intro',
      type: 'textarea',
      label: 'Introduction',
      defaultValue: 'Multiply the age of your system by the repair estimate. If the result is $5,000 or more, replacing is usually the better value.',
    },
    {
      name: 'rebatesPath',
      type: 'text',
      label: 'Rebates page path',
      defaultValue: '/rebates/',
      admin: {
        condition: (_, sibling) => sibling?.variant !== 'tool',
        description: 'The calculator result links here with the visitor’s zip code, when one is known. Leave empty to hide the link.',
      },
    },
    blockSettings(),
  ],
}
