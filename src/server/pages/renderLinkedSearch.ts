import { cache } from 'react'

/**
 * The ZIP of the linked search the page being rendered answers: set by the linked-search route from
 * its path, read by the blocks that answer it. React's `cache` scopes it to one render; the ordinary
 * (static) page route leaves it empty.
 */
const store = cache((): { zip: string | null } => ({ zip: null }))

export function setRenderLinkedSearch(zip: string): void {
  store().zip = zip
}

export function renderLinkedSearch(): string | null {
  return store().zip
}
