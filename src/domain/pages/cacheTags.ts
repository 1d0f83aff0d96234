/** Cache tag of everything that depends on which pages are published; publishing a page revalidates it. */
export const PAGES_CACHE_TAG = 'pages'
