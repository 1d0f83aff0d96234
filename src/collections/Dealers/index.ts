import type { CollectionConfig, Field } from 'payload'
import { adminOnly } from '@/access'
import { bumpDealerIndexVersion, bumpDealerIndexVersionOnDelete } from './hooks/bumpDealerIndex'
import { deleteDealerReviews } from './hooks/deleteDealerReviews'
import { keepDealerDerivedFields } from './hooks/keepDerivedFields'

const flag = (name: string, label?: string): Field => ({ name, type: 'checkbox', ...(label ? { label } : {}) })
const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field
const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'yyyy-MM-dd' } }
const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/**
 * Dealers we publish through /api/dealers/* (spec section 3, "Dealer"). The groups mirror the
 * provider's entity (data, metaData, fuseInfo, location, whodis) so the public JSON is a
 * projection of the document; `searchInfo` is computed per search and never stored.
 *
 * Access is admin-only: the public reads go through our own route handlers, which serve the
 * in-memory search index (src/server/dealers). Payload's raw REST /api/dealers stays closed.
 */
export const Dealers: CollectionConfig = {
  slug: 'dealers',
  labels: { singular: 'Dealer', plural: 'Dealers' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'data.city', 'data.state', 'data.zipcode', 'data.dealerType', 'active', 'updatedAt'],
    listSearchableFields: ['title', 'data.city', 'data.zipcode'],
    description: 'Dealers shown by the dealer locator. Search by name, company ID, city or ZIP/postal code.',
    group: 'Dealers',
    components: { beforeListTable: ['@/components/admin/DealerImport#DealerImport'] },
  },
  defaultSort: 'title',
  hooks: {
    beforeChange: [keepDealerDerivedFields],
    afterChange: [bumpDealerIndexVersion],
    beforeDelete: [deleteDealerReviews],
    afterDelete: [bumpDealerIndexVersionOnDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'Name and company ID; filled automatically.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', defaultValue: true, index: true, admin: { description: 'Only active dealers appear in searches.' } },
        { name: 'sample', type: 'checkbox', defaultValue: false, index: true, admin: { description: 'Demo data loaded by the seed, not a real dealer.' } },
      ],
    },
    {
      name: 'data',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'companyID', label: 'Company ID', type: 'number', required: true, unique: true, index: true, min: 1 },
            text('name', { required: true }),
          ],
        },
        { type: 'row', fields: [text('dealer_guid', { label: 'Dealer GUID' }), text('brandID', { label: 'Brand ID' }), text('valueBrand')] },
        { type: 'row', fields: [text('addressLine1'), text('addressLine2')] },
        {
          type: 'row',
          fields: [
            text('city', { index: true }),
            text('state', { index: true, admin: { description: 'Two-letter state or province code' } }),
            text('zipcode', { index: true }),
            text('country', { admin: { description: 'US or CA' } }),
          ],
        },
        { type: 'row', fields: [text('phone1'), text('phone2'), text('phone3'), text('email')] },
        {
          type: 'row',
          fields: [
            text('dealerType', { index: true, admin: { description: 'NON-CC = not a Customer Care Dealer' } }),
            { name: 'score', type: 'number', min: 0, admin: { step: 1 } },
            { name: 'totalResponseCount', type: 'number', min: 0, admin: { step: 1 } },
            { name: 'charterMemberDate', type: 'date', admin: dayOnly },
          ],
        },
        { type: 'row', fields: [text('financeURL', { label: 'Finance URL' }), text('tcsID', { label: 'TCS ID' })] },
        {
          type: 'collapsible',
          label: 'Flags',
          fields: [
            {
              type: 'row',
              fields: [
                flag('displaySupport'),
                flag('emergencyService', '24/7 emergency service'),
                flag('nateCertified', 'NATE certified'),
                flag('showFinancing'),
                flag('leasingOption'),
                flag('googleReviews'),
                flag('nexiaDealer'),
                flag('nexiaDealerDiagnostics'),
                flag('asHomeDealer'),
                flag('asHomeDealerDiagnostics'),
                flag('preferred'),
                flag('showAddress'),
                flag('isTcs', 'Is TCS'),
                flag('spanish', 'Speaks Spanish'),
              ],
            },
          ],
        },
        {
          name: 'dealerInfo',
          type: 'group',
          fields: [
            {
              name: 'data',
              type: 'group',
              fields: [
                { type: 'row', fields: [text('state'), text('dbaName', { label: 'DBA name' })] },
                {
                  name: 'weekHours',
                  type: 'group',
                  fields: [{ type: 'row', fields: weekDays.map((day) => text(day, { admin: { placeholder: '8:00 AM - 5:00 PM' } })) }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'metaData',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            text('dealer_url', { admin: { description: 'Profile path; filled from name, city, state and company ID when empty.' } }),
            {
              name: 'priority_ranking',
              type: 'number',
              min: 0,
              defaultValue: 0,
              admin: { step: 1, description: 'Higher = featured earlier in results; 0 = not featured.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'average_rating',
              type: 'number',
              min: 0,
              max: 5,
              defaultValue: 0,
              admin: { readOnly: true, description: 'Kept equal to the dealer’s reviews.' },
            },
            {
              name: 'total_review_count',
              type: 'number',
              min: 0,
              defaultValue: 0,
              admin: { readOnly: true, description: 'Kept equal to the dealer’s reviews.' },
            },
          ],
        },
      ],
    },
    {
      name: 'location',
      type: 'group',
      admin: { description: 'Where the dealer is; distances are measured from here.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', required: true, min: -90, max: 90 },
            { name: 'lon', type: 'number', required: true, min: -180, max: 180 },
          ],
        },
      ],
    },
    {
      name: 'serviceArea',
      type: 'group',
      fields: [
        {
          name: 'radiusMiles',
          type: 'number',
          min: 0,
          max: 500,
          defaultValue: 50,
          admin: { description: 'Straight-line service radius in miles; 0 = only the listed codes.' },
        },
        {
          name: 'servicedPostalCodes',
          type: 'text',
          hasMany: true,
          admin: { description: 'ZIP codes or Canadian FSAs (M5V) the dealer explicitly serves (ranked first).' },
        },
      ],
    },
    {
      name: 'fuseInfo',
      type: 'group',
      admin: { description: 'Call tracking (optional).' },
      fields: [
        { type: 'row', fields: [text('pool'), text('routingGroup'), text('permaleasePhone')] },
        { type: 'row', fields: [text('targetPhone'), text('paidSearchPermalease')] },
      ],
    },
    {
      name: 'whodis',
      type: 'group',
      admin: { description: 'Leased-number routing (optional).' },
      fields: [
        text('routingGroupID', { label: 'Routing group ID' }),
        {
          name: 'assignedNumbers',
          type: 'array',
          fields: [{ type: 'row', fields: [text('numberType', { required: true }), text('phoneNumber')] }],
        },
      ],
    },
  ],
}
