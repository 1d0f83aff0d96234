import type { GroupField } from 'payload'
import { BLOCK_SPACINGS } from '@/domain/pages/blockSettings'

/**
 * Settings every block shares, applied in one place (RenderBlocks): hide without deleting, vertical
 * spacing, and an anchor id for in-page links.
 */
export function blockSettings(): GroupField {
  return {
    name: 'settings',
    type: 'group',
    label: 'Block settings',
    admin: { hideGutter: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'hidden',
            type: 'checkbox',
            label: 'Hide this block',
            defaultValue: false,
            admin: { width: '33%', description: 'Keeps the block in the page without showing it to visitors.' },
          },
          {
            name: 'spacing',
            type: 'select',
            label: 'Vertical spacing',
            defaultValue: 'standard',
            options: BLOCK_SPACINGS.map((value) => ({ value, label: SPACING_LABELS[value] })),
            admin: { width: '33%' },
          },
          {
            name: 'anchorId',
            type: 'text',
            label: 'Anchor id',
            validate: (value: unknown) =>
              value === undefined || value === null || value === '' || (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value))
                ? true
                : 'Use lower-case letters, digits and hyphens, starting with a letter',
            admin: { width: '33%', description: 'Optional, for links such as /rebates/#faq.' },
          },
        ],
      },
    ],
  }
}

const SPACING_LABELS: Record<(typeof BLOCK_SPACINGS)[number], string> = {
  none: 'None',
  standard: 'Standard',
  extra: 'Extra',
}
