import { pageSlugFromInput } from './pagePath'

/** URL path segment(s) of a page: lower-case words and hyphens; "/" separated; "home" is the root. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

export type PathInputCheck = { ok: true; slug: string } | { ok: false; message: string }

/**
 * What an editor typed as a page's path, read as a slug or refused with a message. Only an empty
 * path or bare slashes mean the home page: anything else that leaves no path once tidied ("???",
 * "#", "?x=1") is refused rather than silently taken for the home page.
 */
export function checkPathInput(raw: string): PathInputCheck {
  const text = raw.trim()
  if (!text) return { ok: false, message: 'Enter the page’s URL path, for example summer-sale.' }
  const slug = pageSlugFromInput(text)
  if (slug === 'home' && !/^[/\s]*$/.test(text) && !/^\/*home\/*$/i.test(text)) {
    return { ok: false, message: `“${text}” is not a URL path. Use letters, digits and hyphens, for example summer-sale (for the home page, enter home).` }
  }
  if (!SLUG_PATTERN.test(slug)) {
    return { ok: false, message: 'Use letters, digits and hyphens, with "/" between parts of the path (for example resources/faq).' }
  }
  return { ok: true, slug }
}

/** The message when another page already has the path, naming the address the editor sees. */
export function pathTakenMessage(path: string, title?: string | null): string {
  const owner = title ? `“${title}”` : 'Another page'
  return `${owner} already uses ${path}. Choose a different URL path.`
}

/**
 * The path a duplicated page gets: "<slug>-copy", then "-copy-2", "-copy-3"… until one is free, so
 * the copy can be saved at once (the editor renames it later).
 */
export function copySlug(slug: string, isTaken: (candidate: string) => boolean): string {
  const base = `${slug.replace(/-copy(?:-\d+)?$/, '')}-copy`
  if (!isTaken(base)) return base
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`
    if (!isTaken(candidate)) return candidate
  }
}
