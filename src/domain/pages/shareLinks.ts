/** What a page shares: its canonical URL, its title and a short excerpt. */
export type ShareInput = { url: string; title: string; excerpt?: string | null }

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'email'
export type ShareLink = { network: ShareNetwork; label: string; href: string }

/** Canonical URL of a site path: SITE_URL (no trailing slash) + the path. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  const bare = path.split(/[?#]/, 1)[0] || '/'
  return `${base}${bare.startsWith('/') ? bare : `/${bare}`}`
}

const q = encodeURIComponent

/**
 * Plain share links (no SDK, no script): each network's documented share URL (X: docs.x.com web intent), and a mailto: with the
 * title as subject and the excerpt plus the URL as body. encodeURIComponent, not URLSearchParams,
 * because mail clients read "+" literally.
 */
export function buildShareLinks({ url, title, excerpt }: ShareInput): ShareLink[] {
  const text = excerpt?.trim() ? `${excerpt.trim()}\n\n${url}` : url
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/tweet?url=${q(url)}&text=${q(title)}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}` },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${q(title)}&body=${q(text)}` },
  ]
}
