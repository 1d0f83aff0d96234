/** Cache tag of everything that depends on which pages are published; publishing a page revalidates it. */
export const PAGES_CACHE_TAG = 'pages'

/**
 * How long after a save's response the pages it changed are refreshed once more (a render that read
 * the content before the save committed must not stay cached: src/server/cache/refreshAfterSave.ts).
 */
export const REFRESH_SETTLE_MS = 5_000
