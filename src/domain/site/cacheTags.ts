/** Cache tag of the redirect list the page route reads; saving a redirect revalidates it. */
export const REDIRECTS_CACHE_TAG = 'redirects'
