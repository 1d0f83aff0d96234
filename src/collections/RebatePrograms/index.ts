import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/access'
import { PROGRAM_STATUSES } from '@/domain/rebates'
import {
  invalidateRebateCacheAfterChange,
  invalidateRebateCacheAfterDelete,
} from '@/server/rebates/rebateCache'
import { assertValid, programFromDoc, rebateProgramSchema } from '@/server/rebates/rebateDocs'

/**
 * A rebate or tax-credit program (Mass Save, TECH Clean California ...). Only `active` programs count in the
 * "up to" headline; paused, waitlist and closed ones stay for the record. Admin only: the public reads the API.
 */
export const RebatePrograms: CollectionConfig = {
  slug: 'rebate-programs',
  labels: { singular: 'Rebate program', plural: 'Rebate programs' },
  admin: {
    useAsTitle: 'name',
    group: 'Rebates',
    defaultColumns: ['name', 'programId', 'status', 'lastVerified', 'sample'],
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        // The relationship itself is checked by Payload; the placeholder only satisfies the id pattern.
        assertValid(rebateProgramSchema, programFromDoc({ ...originalDoc, ...data }, 'authority'), 'rebate-programs', 'programId')
        return data
      },
    ],
    afterChange: [invalidateRebateCacheAfterChange],
    afterDelete: [invalidateRebateCacheAfterDelete],
  },
  fields: [
    {
      name: 'programId',
      label: 'Program ID',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Lower-case id used by CSV imports and the API, e.g. mass-save-heat-pumps.' },
    },
    { name: 'name', label: 'Program name', type: 'text', required: true },
    { name: 'url', label: 'Program page', type: 'text', required: true, admin: { description: 'Where homeowners apply; linked from the rebate results.' } },
    { name: 'authority', label: 'Run by', type: 'relationship', relationTo: 'rebate-authorities', required: true },
    {
      name: 'status',
      label: 'Program status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [...PROGRAM_STATUSES],
      enumName: 'rebate_prog_status',
      admin: { description: 'Only active programs count today.' },
    },
    {
      name: 'sourceUrl',
      label: 'Source URL',
      type: 'text',
      required: true,
      admin: { description: 'Where the amounts were read. Data only, never fetched.' },
    },
    {
      name: 'lastVerified',
      label: 'Last checked',
      type: 'text',
      required: true,
      admin: { description: 'YYYY-MM-DD: when someone last checked the amounts against the source.' },
    },
    {
      name: 'sample',
      label: 'Sample program',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Sample data: verify against the source before production.' },
    },
    { name: 'notes', label: 'Internal notes', type: 'textarea', admin: { description: 'For the web team; never shown on the site.' } },
  ],
}
