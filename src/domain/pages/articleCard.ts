import { articleCategoryLabel } from './articleCategories'
import { pagePath } from './pagePath'
import { readingTimeLabel } from './readingTime'

/** A page as an entry of a related-articles list. */
export type ArticleCard<Image = unknown> = {
  id: number | string
  title: string
  path: string
  date: string | null
  categories: string[]
  readingTime: string | null
  excerpt: string | null
  image: Image | null
}

type ArticlePage<Image> = {
  id: number | string
  title: string
  slug: string
  article?: {
    categories?: string[] | null
    publishedDate?: string | null
    featuredImage?: Image | number | null
    excerpt?: string | null
    readingTime?: number | null
  } | null
}

/** What a card shows of a page: its path, category labels, "N min read", the date as YYYY-MM-DD. */
export function toArticleCard<Image extends object>(page: ArticlePage<Image>): ArticleCard<Image> {
  const a = page.article ?? {}
  const image = a.featuredImage && typeof a.featuredImage === 'object' ? a.featuredImage : null
  return {
    id: page.id,
    title: page.title,
    path: pagePath(page.slug),
    date: a.publishedDate ? a.publishedDate.slice(0, 10) : null,
    categories: (a.categories ?? []).map(articleCategoryLabel),
    readingTime: readingTimeLabel(a.readingTime),
    excerpt: a.excerpt?.trim() || null,
    image,
  }
}

/** "March 4, 2026" for a YYYY-MM-DD date, the same on server and client (UTC, en-US). */
export function formatArticleDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(d.getTime())) return ''
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** Hand-picked pages keep the editor's order; missing or unpublished ones are dropped. */
export function inPickedOrder<T extends { id: number | string }>(found: readonly T[], pickedIds: readonly (number | string)[]): T[] {
  const byId = new Map(found.map((p) => [String(p.id), p]))
  return pickedIds.map((id) => byId.get(String(id))).filter((p): p is T => Boolean(p))
}
