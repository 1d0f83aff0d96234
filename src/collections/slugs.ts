/**
 * Collection slugs that code outside a collection's config needs (server/, seed). A leaf: it imports
 * nothing, so using a slug never pulls in a collection config (and its endpoints and hooks).
 */
export const LEADS_SLUG = 'leads'
export const PHONE_LEASES_SLUG = 'phone-leases'
export const PHONE_LEASE_EVENTS_SLUG = 'phone-lease-events'
export const PHONE_NUMBER_POOLS_SLUG = 'phone-number-pools'
export const REUSABLE_BLOCKS_SLUG = 'reusable-blocks'
export const EXPERIMENTS_SLUG = 'experiments'
export const DOCUMENTS_SLUG = 'documents'
export const VIDEOS_SLUG = 'videos'
export const VIDEO_CATEGORIES_SLUG = 'video-categories'
export const EXPERIMENT_COUNTS_SLUG = 'experiment-counts'
