import type { Field, GroupField } from 'payload'
import { BUTTON_BACKGROUNDS, BUTTON_CORNER_RADII, BUTTON_WIDTHS } from '@/domain/pages/buttonLook'
import { validateLinkUrl } from '@/domain/pages/linkHref'

type LinkOptions = {
  name?: string
  label?: string
  /** Ask for the visible text of the link (a button's label). */
  withLabel?: boolean
  /** Add the button look (background, corners, width, arrow). */
  appearance?: boolean
  /** Require the link text (the target is checked where it renders: no target, no link). */
  required?: boolean
  description?: string
  /** A new link starts as this custom URL or path (the hero's call-to-action card: '/'). */
  defaultUrl?: string
}

/**
 * A link an editor sets either to one of our pages (kept by reference, so renaming the page's slug
 * keeps the link working) or to a custom URL / path. Rendered through `linkHref`.
 */
export function link({ name = 'link', label = 'Link', withLabel = true, appearance = false, required = false, description, defaultUrl }: LinkOptions = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          label: 'Link to',
          defaultValue: defaultUrl === undefined ? 'reference' : 'custom',
          options: [
            { label: 'A page of this site', value: 'reference' },
            { label: 'A custom URL or path', value: 'custom' },
          ],
          admin: { layout: 'horizontal', width: '50%' },
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: 'Open in a new tab',
          admin: { width: '50%', style: { alignSelf: 'flex-end' } },
        },
      ],
    },
    {
      name: 'reference',
      type: 'relationship',
      label: 'Page',
      relationTo: 'pages',
      admin: { condition: (_, sibling) => sibling?.type !== 'custom' },
    },
    {
      name: 'url',
      type: 'text',
      label: 'URL or path',
      validate: validateLinkUrl,
      ...(defaultUrl === undefined ? {} : { defaultValue: defaultUrl }),
      admin: {
        condition: (_, sibling) => sibling?.type === 'custom',
        description: 'A path on this site such as /rebates/, an anchor such as #faq, or a full https:// address.',
      },
    },
  ]
  if (withLabel) fields.push({ name: 'label', type: 'text', label: 'Link text', required })
  fields.push({
    name: 'trackingText',
    type: 'text',
    label: 'Name in analytics',
    admin: { description: 'How clicks on this link appear in analytics reports, e.g. "Home hero: find a dealer". Empty: reported as N/A.' },
  })
  if (appearance) fields.push(buttonAppearance())
  return { name, type: 'group', label, admin: { description, hideGutter: true }, fields }
}

/** How a link renders as a button. */
export function buttonAppearance(name = 'appearance'): GroupField {
  return {
    name,
    type: 'group',
    label: 'Button look',
    admin: { hideGutter: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'background',
            type: 'select',
            label: 'Button colour',
            defaultValue: 'baby-blue',
            options: BUTTON_BACKGROUNDS.map((value) => ({ value, label: BUTTON_BACKGROUND_LABELS[value] })),
            admin: { width: '25%' },
          },
          {
            name: 'cornerRadius',
            type: 'select',
            label: 'Corners',
            defaultValue: 'full',
            options: BUTTON_CORNER_RADII.map((value) => ({ value, label: value === 'full' ? 'Pill' : 'Rounded' })),
            admin: { width: '25%' },
          },
          {
            name: 'width',
            type: 'select',
            label: 'Button width',
            defaultValue: 'fit',
            options: BUTTON_WIDTHS.map((value) => ({ value, label: value === 'full' ? 'Full width' : 'Fit the text' })),
            admin: { width: '25%' },
          },
          { name: 'showIcon', type: 'checkbox', label: 'Show an arrow', defaultValue: false, admin: { width: '25%' } },
        ],
      },
    ],
  }
}

const BUTTON_BACKGROUND_LABELS: Record<(typeof BUTTON_BACKGROUNDS)[number], string> = {
  white: 'White',
  'baby-blue': 'Light blue',
  none: 'None (outline)',
}
