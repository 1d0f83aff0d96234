/** What a page looks like when "Create New" has made it and nobody has typed anything yet. */
export type DraftShape = {
  title?: string | null
  slug?: string | null
  layout?: readonly unknown[] | null
  _status?: string | null
  meta?: { title?: string | null; description?: string | null; image?: unknown } | null
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * The admin saves a new page the moment "Create New" opens (Payload's autosave needs a document to
 * save into). Such a page is discarded when the editor leaves it untouched: still a draft, never
 * published, and nothing an editor fills in is set.
 */
export function isUntouchedDraft(page: DraftShape, { hasPublishedVersion }: { hasPublishedVersion: boolean }): boolean {
  if (hasPublishedVersion || page._status === 'published') return false
  return blank(page.title) && blank(page.slug) && (page.layout ?? []).length === 0 && blank(page.meta?.title) && blank(page.meta?.description) && blank(page.meta?.image)
}
