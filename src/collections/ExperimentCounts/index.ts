import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/access'
import { EXPERIMENT_COUNTS_SLUG } from '../slugs'

/**
 * How many visitors entered each variant of an experiment, and how many clicked a tracked call to
 * action, per day (UTC). Written only by the site itself: each server process adds up in memory and
 * adds its counts here every few seconds (one upsert per experiment, variant and day, safe with several
 * servers; src/server/experiments/counts.ts). Editors read the results on the experiment itself.
 */
export const ExperimentCounts: CollectionConfig = {
  slug: EXPERIMENT_COUNTS_SLUG,
  labels: { singular: 'Experiment count', plural: 'Experiment counts' },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  admin: {
    group: 'Content',
    hidden: true,
    useAsTitle: 'experiment',
    defaultColumns: ['day', 'experiment', 'variant', 'visitors', 'ctaClicks'],
  },
  indexes: [{ fields: ['experiment', 'variant', 'day'], unique: true }],
  fields: [
    { name: 'experiment', type: 'text', label: 'Experiment key', required: true },
    { name: 'variant', type: 'text', label: 'Variant key', required: true },
    { name: 'day', type: 'text', label: 'Day (UTC)', required: true },
    { name: 'visitors', type: 'number', label: 'Visitors', required: true, defaultValue: 0 },
    { name: 'ctaClicks', type: 'number', label: 'Visitors who clicked a call to action', required: true, defaultValue: 0 },
  ],
}
