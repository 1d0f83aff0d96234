import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { adminOnly } from '@/access'
import {
  AMOUNT_TYPES,
  AMOUNT_UNITS,
  COUNTRIES,
  CURRENCIES,
  OFFER_INCOME_TIERS,
  OWNER_STATUSES,
  PAYMENT_METHODS,
  REBATE_ITEMS,
} from '@/domain/rebates'
import {
  invalidateRebateCacheAfterChange,
  invalidateRebateCacheAfterDelete,
} from '@/server/rebates/rebateCache'
import { assertValid, offerFromDoc, rebateOfferSchema } from '@/server/rebates/rebateDocs'

/** Option labels an editor reads; the stored values stay the codes the import files and the API use. */
const named = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }))
const ITEM_LABELS: Record<(typeof REBATE_ITEMS)[number], string> = {
  ducted_heat_pump: 'Ducted heat pump',
  ductless_heat_pump: 'Ductless heat pump',
  central_air_conditioner: 'Central air conditioner',
  furnace: 'Furnace',
  boiler: 'Boiler',
  geothermal_heat_pump: 'Geothermal heat pump',
  heat_pump_water_heater: 'Heat pump water heater',
  heat_pump_air_conditioner_heater: 'Heat pump air conditioner or heater',
  electrical_panel: 'Electrical panel',
  electrical_wiring: 'Electrical wiring',
  smart_thermostat: 'Smart thermostat',
  weatherization: 'Weatherization',
  other: 'Other',
}
const PAYMENT_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  rebate: 'Mail-in rebate',
  pos_rebate: 'Instant rebate at purchase',
  tax_credit: 'Tax credit',
  account_credit: 'Credit on the utility bill',
  loan: 'Loan',
}
const AMOUNT_TYPE_LABELS: Record<(typeof AMOUNT_TYPES)[number], string> = { dollar_amount: 'Dollars', percent: 'Percent of the cost', dollars_per_unit: 'Dollars per unit' }
const AMOUNT_UNIT_LABELS: Record<(typeof AMOUNT_UNITS)[number], string> = { ton: 'Ton of cooling', btuh10k: '10,000 Btu/h', unit: 'Unit' }
const INCOME_LABELS: Record<(typeof OFFER_INCOME_TIERS)[number], string> = { any: 'Any income', moderate: 'Moderate income', low: 'Low income' }
const OWNER_LABELS: Record<(typeof OWNER_STATUSES)[number], string> = { homeowner: 'Homeowners', renter: 'Renters' }


const listHint = 'Type a value and press Enter; one value per chip.'

const validateOffer: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  // The relationship itself is checked by Payload; the placeholder only satisfies the id pattern.
  const offer = assertValid(rebateOfferSchema, offerFromDoc(merged, 'program'), 'rebate-offers', 'offerId')
  const refs = [...new Set([...(offer.prerequisites ?? []), ...(offer.excludes ?? [])])]
  if (refs.length > 0) {
    const found = await req.payload.find({
      collection: 'rebate-offers',
      where: { offerId: { in: refs } },
      limit: refs.length,
      depth: 0,
      pagination: false,
      req,
    })
    const known = new Set(found.docs.map((d) => d.offerId))
    const errors = (['prerequisites', 'excludes'] as const).flatMap((field) =>
      (offer[field] ?? []).filter((id) => !known.has(id)).map((id) => ({ path: field, message: `unknown offer ${id}` })),
    )
    if (errors.length > 0) throw new ValidationError({ collection: 'rebate-offers', errors })
  }
  return data
}

/**
 * One offer of a program: what it pays for (items), how (payment methods), how much, when and where.
 * Admin only: the public reads the rebate API.
 */
export const RebateOffers: CollectionConfig = {
  slug: 'rebate-offers',
  labels: { singular: 'Rebate offer', plural: 'Rebate offers' },
  admin: {
    useAsTitle: 'offerId',
    group: 'Rebates',
    defaultColumns: ['offerId', 'program', 'amountLabel', 'currency', 'endDate'],
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    beforeChange: [validateOffer],
    afterChange: [invalidateRebateCacheAfterChange],
    afterDelete: [invalidateRebateCacheAfterDelete],
  },
  fields: [
    {
      name: 'offerId',
      label: 'Offer ID',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Lower-case id used by CSV imports, e.g. mass-save-whole-home.' },
    },
    { name: 'program', label: 'Rebate program', type: 'relationship', relationTo: 'rebate-programs', required: true, index: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'What it pays for',
          fields: [
            {
              name: 'items',
              label: 'Equipment covered',
              type: 'select',
              hasMany: true,
              required: true,
              options: named(REBATE_ITEMS, ITEM_LABELS),
              enumName: 'rebate_offer_item',
              admin: { description: 'Equipment the offer pays for. The headline is computed per item, never adding alternatives.' },
            },
            {
              name: 'paymentMethods',
              label: 'How it is paid',
              type: 'select',
              hasMany: true,
              required: true,
              options: named(PAYMENT_METHODS, PAYMENT_LABELS),
              enumName: 'rebate_offer_pay',
              admin: { description: 'Mail-in rebate, instant (point-of-sale) rebate, tax credit, bill credit or loan.' },
            },
            {
              name: 'amount',
              label: 'Amount paid',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'type', label: 'Kind of amount', type: 'select', required: true, options: named(AMOUNT_TYPES, AMOUNT_TYPE_LABELS), enumName: 'rebate_amount_type' },
                    {
                      name: 'number',
                      label: 'Value',
                      type: 'number',
                      required: true,
                      min: 0,
                      admin: { description: 'Dollars, a percentage (0-100) or dollars per unit.' },
                    },
                    {
                      name: 'unit',
                      label: 'Per',
                      type: 'select',
                      options: named(AMOUNT_UNITS, AMOUNT_UNIT_LABELS),
                      enumName: 'rebate_amount_unit',
                      admin: { description: 'Only for amounts in dollars per unit. The headline uses 3 tons, 3.6 x 10k Btu/h or 1 unit.' },
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'maximum', label: 'Maximum (dollars)', type: 'number', min: 0, admin: { description: 'Cap on a percentage or per-unit amount.' } },
                    {
                      name: 'representative',
                      label: 'Typical amount (dollars)',
                      type: 'number',
                      min: 0,
                      admin: { description: 'A typical amount stated by the program; wins over the computed value.' },
                    },
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'amountLabel',
                  label: 'Amount as shown',
                  type: 'text',
                  required: true,
                  admin: { description: 'As the program words it, e.g. "Up to $8,500".' },
                },
                {
                  name: 'currency',
                  label: 'Paid in',
                  type: 'select',
                  required: true,
                  defaultValue: 'USD',
                  options: [...CURRENCIES],
                  enumName: 'rebate_currency',
                  admin: { description: 'USD for US offers, CAD for Canadian offers.' },
                },
              ],
            },
          ],
        },
        {
          label: 'Who and when',
          fields: [
            {
              name: 'incomeTier',
              label: 'Household income',
              type: 'select',
              required: true,
              defaultValue: 'any',
              options: named(OFFER_INCOME_TIERS, INCOME_LABELS),
              enumName: 'rebate_income_tier',
              admin: { description: 'Income-qualified offers do not count in the default (market-rate) headline.' },
            },
            {
              name: 'ownerStatus',
              label: 'Homeowners or renters',
              type: 'select',
              hasMany: true,
              defaultValue: ['homeowner'],
              options: named(OWNER_STATUSES, OWNER_LABELS),
              enumName: 'rebate_owner_status',
            },
            {
              type: 'row',
              fields: [
                { name: 'startDate', label: 'Starts', type: 'text', admin: { description: 'YYYY-MM-DD, YYYY-MM or YYYY. Empty: open.' } },
                { name: 'endDate', label: 'Ends', type: 'text', admin: { description: 'Inclusive. A bare year means 31 December. Empty: open.' } },
              ],
            },
          ],
        },
        {
          label: 'Where',
          fields: [
            {
              name: 'geography',
              label: 'Where the offer applies',
              type: 'group',
              fields: [
                { name: 'country', label: 'Country of the offer', type: 'select', required: true, defaultValue: 'US', options: [...COUNTRIES], enumName: 'rebate_country' },
                {
                  name: 'states',
                  label: 'States or provinces',
                  type: 'text',
                  hasMany: true,
                  admin: { description: `State or province codes (MA, ON). Empty: the whole country. ${listHint}` },
                },
                { name: 'zipList', label: 'ZIP list', type: 'text', hasMany: true, admin: { description: `5-digit ZIPs. ${listHint}` } },
                { name: 'zipPrefixes', label: 'ZIP prefixes', type: 'text', hasMany: true, admin: { description: `Leading ZIP digits, e.g. 021. ${listHint}` } },
                {
                  name: 'fsas',
                  label: 'Canadian FSAs',
                  type: 'text',
                  hasMany: true,
                  admin: { description: `First three characters of a postal code, e.g. M5V. ${listHint}` },
                },
                {
                  name: 'utilityNames',
                  label: 'Utilities',
                  type: 'text',
                  hasMany: true,
                  admin: { description: `Utility territory. When set, the headline reads "depending on your utility". ${listHint}` },
                },
              ],
            },
          ],
        },
        {
          label: 'Combining offers',
          description: 'How this offer stacks with others.',
          fields: [
            {
              name: 'exclusiveGroup',
              label: 'Tier group',
              type: 'text',
              admin: { description: 'Tiers of one program: only the best offer of a group counts.' },
            },
            { name: 'prerequisites', label: 'Requires offers', type: 'text', hasMany: true, admin: { description: 'Offer ids that must also apply.' } },
            { name: 'excludes', label: 'Replaces offers', type: 'text', hasMany: true, admin: { description: 'Offer ids this offer supersedes.' } },
            {
              name: 'combinationCap',
              label: 'Shared cap',
              type: 'group',
              admin: { description: 'Offers sharing a cap group count together at most the cap.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'groupId', label: 'Cap group', type: 'text' },
                    { name: 'maxValue', label: 'Cap (dollars)', type: 'number', min: 0 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    { name: 'notes', label: 'Internal notes', type: 'textarea', admin: { description: 'For the web team; never shown on the site.' } },
  ],
}
