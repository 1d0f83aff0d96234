import type { Block } from 'payload'
import { validateLinkUrl } from '@/fields/linkStyle'

export const PROMO_BUTTON_STYLES = ['primary', 'secondary', 'outline'] as const
export const PROMO_BACKGROUNDS = ['white', 'baby-blue', 'navy', 'light-gray'] as const

export const PromoCard: Block = {
  slug: 'promoCard',
  interfaceName: 'PromoCardBlock',
  labels: { singular: 'Promo card', plural: 'Promo cards' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'buttonText', type: 'text' },
    { name: 'url', type: 'text', validate: validateLinkUrl },
    {
      name: 'buttonStyle',
      type: 'select',
      enumName: 'promo_btn_style',
      defaultValue: 'primary',
      options: PROMO_BUTTON_STYLES.map((v) => ({ label: v, value: v })),
    },
    {
      name: 'backgroundColor',
      type: 'select',
      enumName: 'promo_bg',
      defaultValue: 'baby-blue',
      options: PROMO_BACKGROUNDS.map((v) => ({ label: v, value: v })),
    },
  ],
}
