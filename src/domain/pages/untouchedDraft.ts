/** What a page looks like when "Create New" has made it and nobody has typed anything yet. */
export type DraftShape = {
  title?: string | null
  slug?: string | null
  layout?: readonly unknown[] | null
  _status?: string | null
  isArticle?: boolean | null
  englishVersion?: unknown
  article?: { categories?: readonly unknown[] | null; publishedDate?: string | null; featuredImage?: unknown; excerpt?: string | null } | null
  meta?: { title?: string | null; description?: string | null; image?: unknown; noIndex?: boolean | null } | null
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * The admin saves a new page the moment "Create New" opens (Payload's autosave needs a document to
 * save into). Such a page is discarded when the editor leaves it untouched: still a draft, never
 * published, and nothing an editor fills in, ticks or chooses is set.
 */
export function isUntouchedDraft(page: DraftShape, { hasPublishedVersion }: { hasPublishedVersion: boolean }): boolean {
  if (hasPublishedVersion || page._status === 'published') return false
  const { article, meta } = page
  return (
    blank(page.title) &&
    blank(page.slug) &&
    (page.layout ?? []).length === 0 &&
    !page.isArticle &&
    blank(page.englishVersion) &&
    (article?.categories ?? []).length === 0 &&
    blank(article?.publishedDate) &&
    blank(article?.featuredImage) &&
    blank(article?.excerpt) &&
    blank(meta?.title) &&
    blank(meta?.description) &&
    blank(meta?.image) &&
    !meta?.noIndex
  )
}

/** How long an untouched draft may sit before the daily clean-up deletes it (a tab that crashed or was never closed). */
export const UNTOUCHED_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000
