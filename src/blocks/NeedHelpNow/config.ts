import type { Block } from 'payload'
import { NEED_HELP_NOW_LANGUAGE_LABELS, NEED_HELP_NOW_LANGUAGES } from '@/domain/banners/needHelpNow'
import { blockSettings } from '@/fields/blockSettings'
import { validateOptionalPhone } from '@/fields/phone'

/** Need-help-now banner: a call link and Schedule Service (to /find-your-dealer/), in English, Spanish or French. */
export const config: Block = {
  slug: 'needHelpNow',
  interfaceName: 'NeedHelpNowBlock',
  labels: { singular: 'Need help now banner', plural: 'Need help now banners' },
  fields: [
    {
      name: 'language',
      type: 'select',
      label: 'Banner language',
      required: true,
      defaultValue: 'en',
      options: NEED_HELP_NOW_LANGUAGES.map((value) => ({ value, label: NEED_HELP_NOW_LANGUAGE_LABELS[value] })),
      admin: { description: 'Every text of the banner, including the button, is shown in this language.' },
    },
    {
      name: 'phoneNumber',
      type: 'text',
      label: 'Number to call',
      validate: validateOptionalPhone,
      admin: { description: 'Leave empty to use the support phone number from Site settings.' },
    },
    blockSettings(),
  ],
}
