import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/access'
import { AUTHORITY_KINDS } from '@/domain/rebates'
import {
  invalidateRebateCacheAfterChange,
  invalidateRebateCacheAfterDelete,
} from '@/server/rebates/rebateCache'
import { assertValid, authorityFromDoc, authoritySchema } from '@/server/rebates/rebateDocs'

/** Who runs a program (IRS, a state energy office, a utility, the brand). Admin only: the public reads the API. */
export const RebateAuthorities: CollectionConfig = {
  slug: 'rebate-authorities',
  labels: { singular: 'Rebate authority', plural: 'Rebate authorities' },
  admin: { useAsTitle: 'name', group: 'Rebates', defaultColumns: ['name', 'authorityId', 'kind'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        assertValid(authoritySchema, authorityFromDoc({ ...originalDoc, ...data }), 'rebate-authorities', 'authorityId')
        return data
      },
    ],
    afterChange: [invalidateRebateCacheAfterChange],
    afterDelete: [invalidateRebateCacheAfterDelete],
  },
  fields: [
    {
      name: 'authorityId',
      label: 'Authority ID',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Lower-case id used by CSV imports, e.g. efficiency-maine.' },
    },
    { name: 'name', label: 'Name shown to homeowners', type: 'text', required: true },
    {
      name: 'kind',
      label: 'Type of authority',
      type: 'select',
      required: true,
      options: [...AUTHORITY_KINDS],
      enumName: 'rebate_auth_kind',
      admin: { description: 'Federal, state, provincial, utility, local government or the brand itself.' },
    },
  ],
}
