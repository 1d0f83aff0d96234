import type { Block } from 'payload'

/** Rebate savings lookup with a dealer-contact call to action (spec section 2 "Rebate savings block"). */
export const RebateSavings: Block = {
  slug: 'rebateSavings',
  interfaceName: 'RebateSavingsBlock',
  dbName: 'rebsav',
  labels: { singular: 'Rebate savings', plural: 'Rebate savings' },
  fields: [
    {
      name: 'show_block',
      type: 'select',
      enumName: 'rebsav_show',
      required: true,
      defaultValue: '1',
      options: [
        { label: '0: hidden', value: '0' },
        { label: '1: shown, extra vertical padding', value: '1' },
        { label: '2: shown, standard padding', value: '2' },
      ],
    },
    { name: 'heading', type: 'text', defaultValue: 'See what you could save' },
    { name: 'intro', type: 'textarea' },
    { name: 'zip_label', type: 'text', defaultValue: 'Zip Code', admin: { description: 'Label of the zip input.' } },
    { name: 'button_text', type: 'text', defaultValue: 'Search' },
    { name: 'cta_heading', type: 'text', defaultValue: 'Ready to start saving?' },
    { name: 'cta_text', type: 'textarea', defaultValue: 'A local dealer can help you choose a system that qualifies.' },
    { name: 'cta_button_text', type: 'text', defaultValue: 'Contact a local dealer' },
  ],
}
