/**
 * The dataLayer event a page sends once it shows a visitor's assigned variant:
 * `{ event: 'experiment_exposure', experiment_key, variant_key }`. A module of its own so the
 * browser code that sends it loads none of the assignment rules.
 */
export const EXPOSURE_EVENT = 'experiment_exposure'

/** Where a page counts a visitor's first click on a call to action inside a variant (the secondary goal). */
export const CLICK_BEACON_PATH = '/api/experiments/click'
