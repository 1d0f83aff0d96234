import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/access'
import { refreshDealerReviewStats, refreshDealerReviewStatsOnDelete } from './hooks/refreshDealerReviewStats'

const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'yyyy-MM-dd' } }

/**
 * Public reviews of a dealer (spec section 3, "Review"), served newest first by
 * /api/reviews/dealers/retrieve-reviews/{companyId}. Saving or deleting a review recomputes
 * the dealer's metaData.average_rating and total_review_count in the same transaction.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    useAsTitle: 'author_name',
    defaultColumns: ['author_name', 'dealer', 'rating', 'date', 'owner_response_date'],
    listSearchableFields: ['author_name', 'text'],
    group: 'Dealers',
  },
  defaultSort: '-date',
  hooks: {
    afterChange: [refreshDealerReviewStats],
    afterDelete: [refreshDealerReviewStatsOnDelete],
  },
  fields: [
    { name: 'dealer', label: 'Dealer reviewed', type: 'relationship', relationTo: 'dealers', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'author_name', label: 'Reviewer’s name', type: 'text', required: true },
        { name: 'rating', label: 'Stars (1-5)', type: 'number', required: true, min: 1, max: 5 },
        { name: 'date', label: 'Review date', type: 'date', required: true, index: true, admin: dayOnly },
      ],
    },
    { name: 'text', label: 'Review', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'owner_response', label: 'Dealer’s reply', type: 'textarea' },
        { name: 'owner_response_date', label: 'Reply date', type: 'date', admin: dayOnly },
      ],
    },
  ],
}
