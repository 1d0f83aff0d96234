import type { Block } from 'payload'

/** Rebates and tax credits for the stored zipcode, from our own rebate API (no third-party widget script). */
export const RebatesWidget: Block = {
  slug: 'rebatesWidget',
  interfaceName: 'RebatesWidgetBlock',
  dbName: 'rebwid',
  labels: { singular: 'Rebates widget', plural: 'Rebates widgets' },
  fields: [
    { name: 'headline', type: 'text', required: true, defaultValue: 'Rebates and tax credits near you' },
    { name: 'intro', type: 'textarea' },
  ],
}
