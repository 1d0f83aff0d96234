/** Title the mobile dropdown navigation shows when the current path matches none of its items (spec). */
export const NAV_NO_MATCH_TITLE = 'Page not found'

/** A path compared without query, hash, case or trailing slash: "/Rebates" and "/rebates/?a=1" match. */
export function comparablePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '').toLowerCase()
  return trimmed === '' ? '/' : trimmed
}

/**
 * Index of the item whose href is the current path, or -1. Only site paths can match (an absolute
 * URL or an anchor never is "this page").
 */
export function currentNavIndex(hrefs: readonly (string | null)[], currentPath: string | null | undefined): number {
  if (!currentPath) return -1
  const current = comparablePath(currentPath)
  return hrefs.findIndex((href) => typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && comparablePath(href) === current)
}

/** The dropdown's title: the current item's label, or 'Page not found'. */
export function currentNavTitle(items: readonly { href: string | null; label: string }[], currentPath: string | null | undefined): string {
  const index = currentNavIndex(
    items.map((i) => i.href),
    currentPath,
  )
  return index === -1 ? NAV_NO_MATCH_TITLE : (items[index]?.label ?? NAV_NO_MATCH_TITLE)
}
