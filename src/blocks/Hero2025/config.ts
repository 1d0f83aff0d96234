import type { Block } from 'payload'
import { linkStyleFields, validateLinkUrl } from '@/fields/linkStyle'

/** Hero (2025 variant), field for field the "Hero block (acf/hero2025)" entity of the spec. */
export const Hero2025: Block = {
  slug: 'hero2025',
  interfaceName: 'Hero2025Block',
  dbName: 'hero25',
  labels: { singular: 'Hero (2025)', plural: 'Heroes (2025)' },
  fields: [
    {
      type: 'collapsible',
      label: 'Main content',
      fields: [
        { name: 'main_text_title', type: 'text', required: true },
        { name: 'main_text_subtitle', type: 'textarea' },
        { name: 'main_call_to_action_text', type: 'text' },
        { name: 'main_call_to_action_url', type: 'text', validate: validateLinkUrl },
        {
          name: 'main_content_alignment',
          type: 'select',
          enumName: 'hero25_align',
          defaultValue: 'middle',
          options: ['top', 'middle', 'bottom'],
        },
        {
          name: 'main_content_justification',
          type: 'select',
          enumName: 'hero25_justify',
          defaultValue: 'left',
          options: ['left', 'center', 'right'],
        },
        { name: 'main_hero_background_image', type: 'upload', relationTo: 'media' },
        {
          name: 'main_hero_background_image_alignment_mobile',
          type: 'select',
          enumName: 'hero25_bg_mobile',
          defaultValue: 'center',
          options: ['left', 'center', 'right'],
        },
        ...linkStyleFields('main_link_', 'hero25_main'),
      ],
    },
    {
      type: 'collapsible',
      label: 'Sidebar',
      fields: [
        { name: 'sidebar_show_sidebar', type: 'checkbox', defaultValue: false },
        {
          name: 'sidebar_whos_on_top',
          type: 'select',
          enumName: 'hero25_top',
          options: ['find-a-dealer', 'call-to-action'],
          admin: { description: 'Which sidebar card comes first.' },
        },
        {
          type: 'collapsible',
          label: 'Call-to-action card',
          fields: [
            { name: 'sidebar_call_to_action_show_call_to_action', type: 'checkbox', defaultValue: false },
            { name: 'sidebar_call_to_action_text', type: 'textarea' },
            { name: 'sidebar_call_to_action_image', type: 'upload', relationTo: 'media' },
            { name: 'sidebar_call_to_action_action_text', type: 'text' },
            { name: 'sidebar_call_to_action_action_url', type: 'text', defaultValue: '/', validate: validateLinkUrl },
            ...linkStyleFields('sidebar_call_to_action_', 'hero25_cta'),
          ],
        },
        {
          type: 'collapsible',
          label: 'Find-a-dealer card',
          fields: [
            { name: 'sidebar_find_a_dealer_title', type: 'text' },
            { name: 'sidebar_find_a_dealer_subtitle', type: 'textarea' },
            { name: 'sidebar_find_a_dealer_dealer_image', type: 'upload', relationTo: 'media' },
            { name: 'sidebar_find_a_dealer_placeholder_text', type: 'text', defaultValue: 'Enter ZIP or postal code' },
            { name: 'sidebar_find_a_dealer_action_text', type: 'text', defaultValue: 'Find a dealer' },
            ...linkStyleFields('sidebar_find_a_dealer_action_', 'hero25_fad'),
          ],
        },
      ],
    },
  ],
}
