/**
 * Video rules (DL 9, page-blocks-readings 31 and 32), pure: privacy-enhanced embed links, the
 * homeowner video card link and the category list of the video category slider.
 */

/** The only host the player iframe may load from (next.config's CSP frame-src names it too). */
export const VIDEO_EMBED_HOST = 'www.youtube-nocookie.com'
export const VIDEO_EMBED_ORIGIN = `https://${VIDEO_EMBED_HOST}`
/** A video without its own poster shows the home drawing (16:9, scripts/images/svg/home-dusk.svg). */
export const VIDEO_PLACEHOLDER_IMAGE = '/img/brand/home-dusk.webp'
export const VIDEO_LIST_BASE_PATH = '/resources/homeowning-01/'
/** "All Videos" is a synthetic option with value 0, not a stored category (reading 32). */
export const ALL_VIDEOS_CATEGORY = { id: 0, title: 'All Videos' } as const

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The privacy-enhanced embed URL for an editor's YouTube link (watch, share, shorts or embed form,
 * on youtube.com, youtu.be or youtube-nocookie.com), or null for anything else: only that host is
 * allowed by the CSP, and an unknown link must not become an iframe.
 */
export function privacyEmbedUrl(link: string | null | undefined, options: { autoplay?: boolean } = {}): string | null {
  const id = youtubeVideoId(link)
  if (!id) return null
  const url = new URL(`/embed/${id}`, VIDEO_EMBED_ORIGIN)
  // The homeowner already asked for the video by clicking play: start it at once.
  if (options.autoplay) url.searchParams.set('autoplay', '1')
  url.searchParams.set('rel', '0')
  return url.toString()
}

export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = url.pathname.split('/')
    if (kind === 'watch') id = url.searchParams.get('v')
    else if (kind === 'embed' || kind === 'shorts' || kind === 'live') id = value ?? null
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

/**
 * Reading 31: the original's `replace(' ', '+')` turns only the FIRST space into "+"; the rest is
 * percent-encoded so the URL stays valid ("Heating and Cooling" -> "Heating+and%20Cooling").
 */
export function categoryQueryValue(title: string): string {
  const space = title.indexOf(' ')
  if (space < 0) return encodeURIComponent(title)
  return `${encodeURIComponent(title.slice(0, space))}+${encodeURIComponent(title.slice(space + 1))}`
}

/** DL 9: /resources/homeowning-01/{slug}/?category={last category title}. No category, no query. */
export function videoCardHref(slug: string, categories: readonly { title: string }[]): string {
  const path = `${VIDEO_LIST_BASE_PATH}${encodeURIComponent(slug)}/`
  const last = categories.at(-1)
  return last ? `${path}?category=${categoryQueryValue(last.title)}` : path
}

/** Reading 32: the "New" badge shows when any of the video's categories is flagged new. */
export function isNewVideo(categories: readonly { isNew?: boolean | null }[]): boolean {
  return categories.some((category) => category.isNew === true)
}

export interface CategoryInput {
  id: number
  title: string
  sortOrder?: number | null
  parent?: number | null
}

export interface CategoryOption {
  id: number
  title: string
  /** 0 for top-level (and "All Videos"), 1 for a child, and so on: children are indented. */
  depth: number
}

/**
 * DL 9: categories sorted by sortOrder (then title), each followed by its children, indented;
 * "All Videos" (id 0) first. A category whose parent is missing is shown at the top level, and a
 * loop in the parent chain cannot hang the page.
 */
export function categoryOptions(categories: readonly CategoryInput[]): CategoryOption[] {
  const ids = new Set(categories.map((category) => category.id))
  const byOrder = (a: CategoryInput, b: CategoryInput) =>
    (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.title.localeCompare(b.title) || a.id - b.id
  const childrenOf = (parent: number | null) =>
    categories
      .filter((category) => (category.parent != null && ids.has(category.parent) && category.parent !== category.id ? category.parent : null) === parent)
      .sort(byOrder)
  const out: CategoryOption[] = [{ ...ALL_VIDEOS_CATEGORY, depth: 0 }]
  const seen = new Set<number>()
  const visit = (parent: number | null, depth: number) => {
    for (const category of childrenOf(parent)) {
      if (seen.has(category.id)) continue
      seen.add(category.id)
      out.push({ id: category.id, title: category.title, depth })
      visit(category.id, depth + 1)
    }
  }
  visit(null, 0)
  // Categories only reachable through a parent loop: list them at the top level.
  for (const category of [...categories].sort(byOrder)) if (!seen.has(category.id)) out.push({ id: category.id, title: category.title, depth: 0 })
  return out
}

/** The ids a category choice covers: the category and every category below it. */
export function categoryWithDescendants(categories: readonly CategoryInput[], id: number): number[] {
  const out = [id]
  for (let i = 0; i < out.length; i++) {
    for (const category of categories) if (category.parent === out[i] && !out.includes(category.id)) out.push(category.id)
  }
  return out
}

export interface VideoCardData {
  id: number
  title: string
  href: string
  isNew: boolean
  imageSrc: string
}

type CategoryLike = { title?: unknown; isNew?: unknown }

/**
 * One homeowner video card from a stored video (local API or the REST answer, categories and poster
 * populated). Anything of the wrong shape gives null: an unexpected answer must not break the page.
 */
export function toVideoCard(value: unknown): VideoCardData | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as Record<string, unknown>
  if (typeof doc.id !== 'number' || typeof doc.title !== 'string' || typeof doc.slug !== 'string' || !doc.slug) return null
  const categories = (Array.isArray(doc.categories) ? doc.categories : [])
    .filter((c): c is CategoryLike => Boolean(c) && typeof c === 'object')
    .flatMap((c) => (typeof c.title === 'string' ? [{ title: c.title, isNew: c.isNew === true }] : []))
  const poster = doc.poster && typeof doc.poster === 'object' ? (doc.poster as Record<string, unknown>) : null
  const posterUrl = poster && typeof poster.url === 'string' && poster.url.startsWith('/') ? poster.url : null
  return { id: doc.id, title: doc.title, href: videoCardHref(doc.slug, categories), isNew: isNewVideo(categories), imageSrc: posterUrl ?? VIDEO_PLACEHOLDER_IMAGE }
}

/** The cards of a REST answer (`{ docs: [...] }`); null when the answer is not that shape. */
export function videoCardsFromResponse(json: unknown): VideoCardData[] | null {
  if (!json || typeof json !== 'object' || !Array.isArray((json as { docs?: unknown }).docs)) return null
  return ((json as { docs: unknown[] }).docs.map(toVideoCard).filter(Boolean) as VideoCardData[])
}
