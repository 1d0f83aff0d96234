import type { GroupField } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { validateLinkUrl } from '@/domain/pages/linkHref'

type ModalDefaults = { title?: string; intro?: string; checklist?: string[]; appLabel?: string }

/**
 * What a warranty modal shows (reading 19): an intro, what to have ready, optional editor text, then
 * a button to the external app. Nothing is collected on this site.
 */
export function warrantyModalFields(name: string, label: string, defaults: ModalDefaults = {}): GroupField {
  return {
    name,
    type: 'group',
    label,
    fields: [
      { name: 'title', type: 'text', label: 'Modal heading', required: true, defaultValue: defaults.title },
      { name: 'intro', type: 'textarea', label: 'Introduction', defaultValue: defaults.intro },
      arrayOf({
        name: 'checklist',
        label: 'What to have ready',
        singular: 'Item',
        plural: 'Items',
        defaultValue: defaults.checklist?.map((item) => ({ item })),
        fields: [{ name: 'item', type: 'text', label: 'Thing to have ready', required: true }],
      }),
      { name: 'body', type: 'textarea', label: 'More text', admin: { description: 'Optional paragraphs below the list; a blank line starts a new paragraph.' } },
      {
        type: 'row',
        fields: [
          {
            name: 'appUrl',
            type: 'text',
            label: 'Address of the external app',
            validate: (value: unknown) => (value ? validateLinkUrl(value) : true),
            admin: { width: '60%', description: 'The warranty app this modal sends the visitor to (opens in a new tab). Leave empty to show no button.' },
          },
          { name: 'appLabel', type: 'text', label: 'Button text', defaultValue: defaults.appLabel ?? 'Continue', admin: { width: '40%' } },
        ],
      },
    ],
  }
}
