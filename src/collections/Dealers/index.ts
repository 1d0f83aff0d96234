import type { CollectionConfig, Field } from 'payload'
import { adminOnly } from '@/access'
import { normaliseDayHours } from '@/domain/dealers/dealerHours'
import { bumpDealerIndexVersion, bumpDealerIndexVersionOnDelete } from './hooks/bumpDealerIndex'
import { deleteDealerReviews } from './hooks/deleteDealerReviews'
import { keepDealerDerivedFields } from './hooks/keepDerivedFields'

const flag = (name: string, label: string, description?: string): Field => ({
  name,
  type: 'checkbox',
  label,
  ...(description ? { admin: { description } } : {}),
})
const text = (name: string, label: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', label, ...extra }) as Field
const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'yyyy-MM-dd' } }
/**
 * One day's hours: written as the editor or the import file likes ("8am to 6pm"), stored in the one
 * form the profile lists and its structured data reads ("8:00 AM - 6:00 PM"); unreadable hours are
 * refused with what to write instead, rather than silently left out of search results' data.
 */
const dayHoursField: Partial<Field> = {
  admin: { placeholder: '8:00 AM - 5:00 PM', description: 'A time range (8am to 5pm), Closed, or Open 24 Hours.' },
  validate: (value: unknown) => {
    const result = normaliseDayHours(typeof value === 'string' ? value : '')
    return result.ok || result.message
  },
  hooks: {
    beforeChange: [
      ({ value }) => {
        if (typeof value !== 'string') return value
        const result = normaliseDayHours(value)
        return result.ok ? result.value : value
      },
    ],
  },
} as Partial<Field>
const weekDays = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
] as const

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
      label: 'Listing name',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'Name and company ID; filled automatically.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'active',
          label: 'Listed in dealer search',
          type: 'checkbox',
          defaultValue: true,
          index: true,
          admin: { description: 'Only active dealers appear in searches.' },
        },
        {
          name: 'sample',
          label: 'Sample dealer',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: { description: 'Demo data loaded by the seed, not a real dealer.' },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Profile and contact',
          description: 'What homeowners see on the dealer card and profile page.',
          fields: [
            {
              name: 'data',
              label: 'Dealer details',
              type: 'group',
              admin: { hideGutter: true },
              fields: [
                {
                  type: 'collapsible',
                  label: 'Company',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'companyID',
                          label: 'Company ID',
                          type: 'number',
                          required: true,
                          unique: true,
                          index: true,
                          min: 1,
                          admin: { description: 'The dealer’s number in the brand’s dealer program; never reused.' },
                        },
                        text('name', 'Business name', { required: true }),
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        text('dealerType', 'Dealer program', { index: true, admin: { description: 'CC = Customer Care Dealer; NON-CC = not one.' } }),
                        { name: 'charterMemberDate', label: 'Charter member since', type: 'date', admin: { ...dayOnly, description: 'Empty: not a charter member.' } },
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        text('dealer_guid', 'Dealer GUID', { admin: { description: 'Identifier from the dealer data provider.' } }),
                        text('brandID', 'Brand ID'),
                        text('valueBrand', 'Value brand', { admin: { description: 'Second brand the dealer sells, if any.' } }),
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'score',
                          label: 'Ranking score',
                          type: 'number',
                          min: 0,
                          admin: { step: 1, description: 'Breaks ties in search results: higher first.' },
                        },
                        {
                          name: 'totalResponseCount',
                          label: 'Review replies',
                          type: 'number',
                          min: 0,
                          admin: { step: 1, description: 'How many reviews the dealer has answered.' },
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'collapsible',
                  label: 'Address',
                  fields: [
                    { type: 'row', fields: [text('addressLine1', 'Street address'), text('addressLine2', 'Suite, unit or floor')] },
                    {
                      type: 'row',
                      fields: [
                        text('city', 'Town or city', { index: true }),
                        text('state', 'State or province', { index: true, admin: { description: 'Two-letter state or province code' } }),
                        text('zipcode', 'ZIP or postal code', { index: true }),
                        text('country', 'Country code', { admin: { description: 'US or CA' } }),
                      ],
                    },
                  ],
                },
                {
                  type: 'collapsible',
                  label: 'Phone, email and links',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        text('phone1', 'Main phone'),
                        text('phone2', 'Second phone'),
                        text('phone3', 'Third phone'),
                        text('email', 'Email address', { admin: { description: 'Where dealer leads are emailed.' } }),
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        text('financeURL', 'Financing page URL', { admin: { description: 'The dealer’s own financing or credit application page.' } }),
                        text('tcsID', 'TCS ID'),
                      ],
                    },
                  ],
                },
                {
                  type: 'collapsible',
                  label: 'Badges and features',
                  admin: { description: 'Badges on the dealer card and the locator’s filters.' },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        flag('displaySupport', 'Shows support info'),
                        flag('emergencyService', '24/7 emergency service'),
                        flag('nateCertified', 'NATE certified'),
                        flag('showFinancing', 'Offers financing'),
                        flag('leasingOption', 'Offers leasing'),
                        flag('googleReviews', 'Uses Google reviews'),
                        flag('nexiaDealer', 'Nexia dealer'),
                        flag('nexiaDealerDiagnostics', 'Nexia diagnostics', 'Shown as the “Diagnostics” filter.'),
                        flag('asHomeDealer', 'AS Home dealer'),
                        flag('asHomeDealerDiagnostics', 'AS Home diagnostics'),
                        flag('preferred', 'Preferred dealer'),
                        flag('showAddress', 'Show street address', 'Off: the card shows town, state and ZIP only.'),
                        flag('isTcs', 'Is TCS'),
                        flag('spanish', 'Speaks Spanish'),
                      ],
                    },
                  ],
                },
                {
                  name: 'dealerInfo',
                  label: 'Business hours and trading name',
                  type: 'group',
                  admin: { hideGutter: true },
                  fields: [
                    {
                      name: 'data',
                      label: 'As the dealer program lists it',
                      type: 'group',
                      admin: { hideGutter: true },
                      fields: [
                        {
                          type: 'row',
                          fields: [
                            text('state', 'Licensed in state', { admin: { description: 'As the dealer program records it.' } }),
                            text('dbaName', 'DBA name', { admin: { description: '“Doing business as”: the name on the storefront, if different.' } }),
                          ],
                        },
                        {
                          name: 'weekHours',
                          label: 'Opening hours',
                          type: 'group',
                          admin: { description: 'A day left empty is left off the profile.' },
                          fields: [{ type: 'row', fields: weekDays.map(([day, label]) => text(day, label, dayHoursField)) }],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Service area',
          description: 'Which searches find this dealer.',
          fields: [
            {
              name: 'location',
              label: 'Map position',
              type: 'group',
              admin: { description: 'Where the dealer is; distances are measured from here.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'lat', label: 'Latitude', type: 'number', required: true, min: -90, max: 90 },
                    { name: 'lon', label: 'Longitude', type: 'number', required: true, min: -180, max: 180 },
                  ],
                },
              ],
            },
            {
              name: 'serviceArea',
              label: 'Area served',
              type: 'group',
              fields: [
                {
                  name: 'radiusMiles',
                  label: 'Service radius (miles)',
                  type: 'number',
                  min: 0,
                  max: 500,
                  defaultValue: 50,
                  admin: { description: 'Straight-line service radius in miles; 0 = only the listed codes.' },
                },
                {
                  name: 'servicedPostalCodes',
                  label: 'ZIP and postal codes served',
                  type: 'text',
                  hasMany: true,
                  admin: { description: 'ZIP codes or Canadian FSAs (M5V) the dealer explicitly serves (ranked first).' },
                },
              ],
            },
          ],
        },
        {
          label: 'Reviews and ranking',
          fields: [
            {
              name: 'metaData',
              label: 'Ranking and reviews',
              type: 'group',
              admin: { hideGutter: true },
              fields: [
                {
                  type: 'row',
                  fields: [
                    text('dealer_url', 'Profile page path', {
                      admin: { description: 'Profile path; filled from name, city, state and company ID when empty.' },
                    }),
                    {
                      name: 'priority_ranking',
                      label: 'Featured priority',
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
                      label: 'Average star rating',
                      type: 'number',
                      min: 0,
                      max: 5,
                      defaultValue: 0,
                      admin: { readOnly: true, description: 'Kept equal to the dealer’s reviews.' },
                    },
                    {
                      name: 'total_review_count',
                      label: 'Number of reviews',
                      type: 'number',
                      min: 0,
                      defaultValue: 0,
                      admin: { readOnly: true, description: 'Kept equal to the dealer’s reviews.' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Call tracking',
          description: 'Optional: tracked phone numbers shown instead of the dealer’s own.',
          fields: [
            {
              name: 'fuseInfo',
              label: 'Tracked numbers',
              type: 'group',
              admin: { description: 'Call tracking (optional).' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    text('pool', 'Number pool'),
                    text('routingGroup', 'Routing group'),
                    text('permaleasePhone', 'Permanent tracked number'),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    text('targetPhone', 'Rings through to', { admin: { description: 'The dealer’s real number behind the tracked ones.' } }),
                    text('paidSearchPermalease', 'Tracked number for paid search'),
                  ],
                },
              ],
            },
            {
              name: 'whodis',
              label: 'Leased-number routing',
              type: 'group',
              admin: { description: 'Leased-number routing (optional).' },
              fields: [
                text('routingGroupID', 'Routing group ID', { admin: { description: 'Matches a phone number pool.' } }),
                {
                  name: 'assignedNumbers',
                  label: 'Assigned numbers',
                  labels: { singular: 'Assigned number', plural: 'Assigned numbers' },
                  type: 'array',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        text('numberType', 'Number type', { required: true, admin: { description: 'e.g. local, toll-free, paid search.' } }),
                        text('phoneNumber', 'Phone number'),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
