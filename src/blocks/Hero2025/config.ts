import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { buttonAppearance, link } from '@/fields/link'
import { heading, media } from '@/fields/media'

const HORIZONTAL = [
  { label: 'Left', value: 'left' },
  { label: 'Center', value: 'center' },
  { label: 'Right', value: 'right' },
]

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  placeholder: 'Enter ZIP or postal code',
  buttonLabel: 'Find a dealer',
} as const

/** The home-page hero: a headline over a background image, with an optional sidebar of two cards. */
export const config: Block = {
  slug: 'hero2025',
  interfaceName: 'Hero2025Block',
  labels: { singular: 'Hero (2025)', plural: 'Heroes (2025)' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            heading({ name: 'title', label: 'Headline', required: true }),
            { name: 'subtitle', type: 'textarea', label: 'Text under the headline' },
            link({ name: 'link', label: 'Main button', appearance: true }),
            media('backgroundImage', 'Background image', 'Shown behind the headline; it is the first thing that loads.'),
          ],
        },
        {
          label: 'Sidebar',
          fields: [
            {
              name: 'sidebar',
              type: 'group',
              label: 'Cards beside the headline',
              admin: { hideGutter: true },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'show', type: 'checkbox', label: 'Show the sidebar', defaultValue: false, admin: { width: '50%' } },
                    {
                      name: 'firstCard',
                      type: 'select',
                      label: 'Card on top',
                      defaultValue: 'find-a-dealer',
                      options: [
                        { label: 'Find a dealer', value: 'find-a-dealer' },
                        { label: 'Call to action', value: 'call-to-action' },
                      ],
                      admin: { width: '50%' },
                    },
                  ],
                },
                {
                  name: 'dealerCard',
                  type: 'group',
                  label: 'Find-a-dealer card',
                  fields: [
                    heading({ name: 'title', label: 'Card title' }),
                    { name: 'subtitle', type: 'textarea', label: 'Text' },
                    media('image', 'Card image'),
                    {
                      type: 'row',
                      fields: [
                        { name: 'placeholder', type: 'text', label: 'Placeholder in the ZIP box', defaultValue: DEFAULTS.placeholder, admin: { width: '50%' } },
                        { name: 'buttonLabel', type: 'text', label: 'Button text', defaultValue: DEFAULTS.buttonLabel, admin: { width: '50%' } },
                      ],
                    },
                    buttonAppearance('buttonAppearance'),
                  ],
                },
                {
                  name: 'ctaCard',
                  type: 'group',
                  label: 'Call-to-action card',
                  fields: [
                    { name: 'show', type: 'checkbox', label: 'Show this card', defaultValue: false },
                    { name: 'text', type: 'textarea', label: 'Card text' },
                    media('image', 'Card image'),
                    link({ name: 'link', label: 'Button', appearance: true, defaultUrl: '/' }),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Layout',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'verticalAlign',
                  type: 'select',
                  label: 'Text position (vertical)',
                  defaultValue: 'middle',
                  options: [
                    { label: 'Top', value: 'top' },
                    { label: 'Middle', value: 'middle' },
                    { label: 'Bottom', value: 'bottom' },
                  ],
                  admin: { width: '33%' },
                },
                {
                  name: 'horizontalAlign',
                  type: 'select',
                  label: 'Text position (horizontal)',
                  defaultValue: 'left',
                  options: HORIZONTAL,
                  admin: { width: '33%' },
                },
                {
                  name: 'mobileImageFocus',
                  type: 'select',
                  label: 'Image focus on phones',
                  defaultValue: 'center',
                  options: HORIZONTAL,
                  admin: { width: '33%', description: 'Which part of the background stays visible on narrow screens.' },
                },
              ],
            },
            blockSettings(),
          ],
        },
      ],
    },
  ],
}
