/** Cache tag of the redirect list the page route reads; saving a redirect revalidates it. */
export const REDIRECTS_CACHE_TAG = 'redirects'

/** Cache tag of the site search index; publishing, unpublishing or deleting a page expires it. */
export const SEARCH_INDEX_CACHE_TAG = 'search-index'
