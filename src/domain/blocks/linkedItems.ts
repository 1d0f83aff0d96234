import { type LinkValue, linkHref } from '@/domain/pages/linkHref'

/**
 * Items that are links (image grid tiles, link blocks): an item whose link does not resolve (no
 * target, a deleted page, an unsafe URL) or has no text is left out rather than shown as a dead
 * card, and at most `max` are kept.
 */
export function linkedItems<T extends { link?: (LinkValue & { label?: string | null }) | null }>(
  items: readonly T[] | null | undefined,
  max = Infinity,
): { item: T; href: string; label: string }[] {
  const out: { item: T; href: string; label: string }[] = []
  for (const item of items ?? []) {
    const href = linkHref(item.link)
    const label = item.link?.label?.trim()
    if (href && label) out.push({ item, href, label })
    if (out.length >= max) break
  }
  return out
}

/** The four-link image grid shows at most this many tiles. */
export const IMAGE_LINK_GRID_MAX = 4
