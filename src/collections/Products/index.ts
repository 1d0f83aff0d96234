import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Field, PayloadRequest } from 'payload'
import { revalidatePath } from 'next/cache'
import { adminOnly, anyone } from '@/access'
import { link } from '@/fields/link'
import { media } from '@/fields/media'
import { PRODUCT_TYPES, PRODUCT_TYPE_NAMES } from '@/domain/products/productTypes'
import { refreshAfterSave } from '@/server/cache/refreshAfterSave'

export const PRODUCTS_SLUG = 'products'

const yesNo = (name: string, label: string, description: string): Field => ({
  name,
  type: 'select',
  label,
  options: [
    { label: 'Yes', value: 'yes' },
    { label: 'No', value: 'no' },
  ],
  admin: { description, width: '50%' },
})

const fact = (name: string, label: string, description: string): Field => ({ name, type: 'text', label, admin: { description, width: '50%' } })

/**
 * Pages that show products (comparison, selector, hub) are static HTML: a changed product refreshes
 * them all. Products change rarely, so one site-wide revalidation is simpler than tracking who shows what.
 */
const revalidateProductPages = (req: PayloadRequest) => refreshAfterSave(req, () => revalidatePath('/', 'layout'))
const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidateProductPages(req)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateProductPages(req)
  return doc
}

/**
 * The product catalogue the comparison, selector and hub blocks show (spec PB 3, "Comparison product").
 * Spec field names: installment_cost -> installationCost (readings #9), comfort_link_communication ->
 * communicatingControls (readings #10).
 */
export const Products: CollectionConfig = {
  slug: PRODUCTS_SLUG,
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'name',
    group: 'Catalogue',
    defaultColumns: ['name', 'productType', 'installationCost', 'sortOrder'],
    description: 'Equipment shown in the product comparison, the product selector and the product hub.',
  },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  defaultSort: ['sortOrder', 'installationCost'],
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'name', type: 'text', label: 'Product name', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'productType',
          type: 'select',
          label: 'Product type',
          required: true,
          options: PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_NAMES[value] })),
          admin: { width: '50%', description: 'Decides the comparison tab the product appears under.' },
        },
        {
          name: 'sortOrder',
          type: 'number',
          label: 'Position in lists',
          defaultValue: 10,
          admin: { width: '50%', description: 'Lower numbers come first. The first product of a type sets which comparison rows show.' },
        },
      ],
    },
    media('image', 'Product photo'),
    link({ name: 'link', label: 'Product page link', withLabel: false, description: 'Where "Learn more" leads. A link to a page that is not published is left out.' }),
    {
      type: 'row',
      fields: [
        {
          name: 'installationCost',
          type: 'number',
          label: 'Installed price from (US$)',
          min: 0,
          admin: { width: '50%', description: 'Entry-level installed price in whole dollars, shown as "Installed from $5,400".', components: { Cell: '@/components/admin/PriceCell#PriceCell' } },
        },
        {
          name: 'sample',
          type: 'checkbox',
          label: 'Sample data (not a real product)',
          defaultValue: false,
          admin: { width: '50%', style: { alignSelf: 'flex-end' } },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Comparison facts',
      admin: { description: 'A comparison row shows only when the first product of the tab has a value for it.' },
      fields: [
        {
          type: 'row',
          fields: [
            fact('coolingStrength', 'Cooling strength', 'For example "2 to 5 tons".'),
            fact('stages', 'Number of stages', 'For example "Single stage" or "Two stages".'),
          ],
        },
        {
          type: 'row',
          fields: [fact('fuelType', 'Fuel or energy', 'For example "Electric" or "Natural gas or propane".'), fact('speeds', 'Fan or compressor speeds', 'For example "Variable speed".')],
        },
        {
          type: 'row',
          fields: [
            fact('noiseLevel', 'Sound level', 'For example "As quiet as 56 dB".'),
            yesNo('communicatingControls', 'Works with communicating controls', 'Empty: the row is not shown.'),
          ],
        },
        {
          type: 'row',
          fields: [fact('energySavings', 'Energy savings', 'For example "Up to 40% on cooling costs".'), yesNo('energyStarQualified', 'ENERGY STAR qualified model', 'Yes shows the ENERGY STAR badge.')],
        },
        fact('efficiency', 'Efficiency rating', 'For example "Up to 17 SEER" or "96% AFUE".'),
      ],
    },
    {
      name: 'included',
      type: 'array',
      label: 'What is included in the installed price',
      labels: { singular: 'Included item', plural: 'Included items' },
      admin: { description: 'Accessories and services listed under "See what\'s included".' },
      fields: [{ name: 'item', type: 'text', label: 'Accessory or service', required: true }],
    },
  ],
}
