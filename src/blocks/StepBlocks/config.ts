import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'

export const config: Block = {
  slug: 'stepBlocks',
  interfaceName: 'StepBlocksBlock',
  labels: { singular: 'Step blocks', plural: 'Step blocks' },
  fields: [
    heading({ name: 'title', label: 'Heading (optional)' }),
    arrayOf({
      name: 'steps',
      label: 'Steps in order',
      singular: 'Step',
      plural: 'Steps',
      required: true,
      min: 1,
      fields: [
        { name: 'stepNumber', type: 'text', label: 'Step number shown', admin: { description: 'Leave empty to count on from the step before.' } },
        { name: 'title', type: 'text', label: 'Step heading', required: true },
        { name: 'description', type: 'textarea', label: 'What happens in this step' },
        link({ name: 'link', label: 'Call-to-action link', appearance: true }),
      ],
    }),
    blockSettings(),
  ],
}
