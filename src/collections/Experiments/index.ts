import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/access'
import { isValidKey } from '@/domain/experiments/assignment'
import { EXPERIMENTS_SLUG, REUSABLE_BLOCKS_SLUG } from '../slugs'
import { declareWinnerEndpoint, experimentResultsEndpoint } from './endpoints'
import { LEAD_KIND_LABELS } from '@/domain/leads/leadLabels'
import { LEAD_KINDS } from '@/domain/leads/leadNames'
import { openPhaseOnSplitChange } from './hooks/openPhase'
import { revalidateExperimentsAfterChange, revalidateExperimentsAfterDelete } from './hooks/revalidateExperiments'

const KEY_MESSAGE = 'Use 1 to 40 lower-case letters, digits and dashes (no dash at the start or end).'

function validKey(value: unknown): true | string {
  return typeof value === 'string' && isValidKey(value) ? true : KEY_MESSAGE
}

/**
 * A/B experiment: variants with weights, each showing a reusable block where a page has an
 * "Experiment placement" block. The first variant is the control. Visitors are assigned on the
 * server (src/server/experiments, docs/experiments.md). Admin only: pages read it on the server.
 */
export const Experiments: CollectionConfig = {
  slug: EXPERIMENTS_SLUG,
  labels: { singular: 'Experiment', plural: 'Experiments' },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'key', 'status', 'startsAt', 'endsAt'],
    description:
      'Show visitors different content on the same page and compare. Write each version as a reusable block, list them here (the first is the control), and put an "Experiment placement" block on the page.',
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: { beforeChange: [openPhaseOnSplitChange], afterChange: [revalidateExperimentsAfterChange], afterDelete: [revalidateExperimentsAfterDelete] },
  endpoints: [experimentResultsEndpoint, declareWinnerEndpoint],
  fields: [
    {
      name: 'results',
      type: 'ui',
      label: 'Results so far',
      admin: { components: { Field: '@/collections/Experiments/components/ExperimentResults#ExperimentResults' } },
    },
    { name: 'name', type: 'text', label: 'Name (for editors)', required: true },
    {
      name: 'key',
      type: 'text',
      label: 'Experiment key',
      required: true,
      unique: true,
      index: true,
      validate: validKey,
      admin: { description: 'Short id sent to analytics and kept in the visitor\'s cookie, e.g. "estimate-cta". Do not change it while the experiment runs.' },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Experiment status',
      required: true,
      defaultValue: 'draft',
      options: [
        { label: 'Draft (everyone sees the control)', value: 'draft' },
        { label: 'Running', value: 'running' },
        { label: 'Ended (everyone sees the control)', value: 'ended' },
      ],
    },
    {
      name: 'winner',
      type: 'text',
      label: 'Declared winner',
      admin: { readOnly: true, position: 'sidebar', description: 'Set by "Declare winner" when the experiment ended: the variant that won.' },
    },
    {
      name: 'goal',
      type: 'select',
      label: 'Goal: lead kinds that count as a conversion',
      hasMany: true,
      defaultValue: ['CONTACT_DEALER', 'CONTACT_US'],
      // Not `required` (the default fills it on create): an empty goal is refused with words, not a type.
      validate: (value: unknown) => (Array.isArray(value) && value.length > 0 ? true : 'Choose at least one lead kind that counts as a conversion.'),
      options: LEAD_KINDS.map((kind) => ({ label: LEAD_KIND_LABELS[kind], value: kind })),
      admin: { description: 'A visitor converts by sending a lead of one of these kinds. Usually dealer and contact requests; newsletter signups and customer care requests say little about the offer.' },
    },
    {
      name: 'phase',
      type: 'number',
      label: 'Current phase',
      defaultValue: 1,
      admin: { readOnly: true, position: 'sidebar', description: 'Changing the variants or their shares starts a new phase: results are counted per phase.' },
    },
    {
      name: 'phases',
      type: 'array',
      label: 'Phase history',
      labels: { singular: 'Phase', plural: 'Phases' },
      admin: { readOnly: true, position: 'sidebar', description: 'When each phase started and the shares it ran with.' },
      fields: [
        { name: 'phase', type: 'number', label: 'Phase number', required: true },
        { name: 'startedAt', type: 'date', label: 'Started', required: true },
        { name: 'split', type: 'text', label: 'Shares', required: true },
      ],
    },
    { type: 'row', fields: [
      { name: 'startsAt', type: 'date', label: 'Starts', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: as soon as it is running.' } },
      { name: 'endsAt', type: 'date', label: 'Ends', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: until you end it. After this, everyone sees the control.' } },
    ] },
    {
      name: 'pages',
      type: 'relationship',
      label: 'Pages it runs on',
      relationTo: 'pages',
      hasMany: true,
      required: true,
      admin: { description: 'Each of these pages needs an "Experiment placement" block for this experiment.' },
    },
    {
      name: 'variants',
      type: 'array',
      label: 'Variants to compare',
      labels: { singular: 'Variant', plural: 'Variants' },
      minRows: 2,
      maxRows: 4,
      required: true,
      admin: { description: 'The first variant is the control: visitors see it when the experiment is not running or no decision could be made.' },
      validate: (value: unknown) => {
        const keys = Array.isArray(value) ? value.map((v: { key?: unknown }) => v?.key) : []
        return new Set(keys).size === keys.length ? true : 'Each variant needs its own key.'
      },
      fields: [
        { type: 'row', fields: [
          { name: 'key', type: 'text', label: 'Variant key', required: true, validate: validKey, admin: { description: 'e.g. "control", "b".' } },
          { name: 'weight', type: 'number', label: 'Share (weight)', required: true, min: 0, defaultValue: 50, admin: { description: 'Share of new visitors, relative to the other weights. 0 stops new assignments.' } },
        ] },
        {
          name: 'asset',
          type: 'relationship',
          label: 'Content to show (reusable block)',
          relationTo: REUSABLE_BLOCKS_SLUG,
          required: true,
        },
      ],
    },
  ],
}
