'use client'

import { usePathname } from 'next/navigation'
import { useId, useSyncExternalStore } from 'react'
import { buildShareLinks, canonicalUrl } from '@/domain/pages/shareLinks'
import { useHydratedAttribute } from '@/components/ui/hydration'

type Props = { heading: string; siteUrl: string }

/**
 * The path comes from the router (right in the server HTML); the title and summary from the
 * document's own title and meta description once it is in the browser, which the page's metadata
 * sets from the CMS. Until then the links share the URL alone.
 */
export function SocialShareLinks({ heading, siteUrl }: Props) {
  const hydrated = useHydratedAttribute()
  const pathname = usePathname() ?? '/'
  const headingId = useId()
  // Read on every render (a client navigation re-renders with the new path); empty on the server.
  const title = useSyncExternalStore(noSubscription, () => document.title, () => '')
  const excerpt = useSyncExternalStore(noSubscription, metaDescription, () => '')

  const links = buildShareLinks({ url: canonicalUrl(siteUrl, pathname), title, excerpt })
  return (
    <section className="container share" aria-labelledby={headingId} {...hydrated}>
      <h2 id={headingId} className="share__title">
        {heading}
      </h2>
      <ul className="share__list">
        {links.map((link) => (
          <li key={link.network}>
            <a className={`share__link share__link--${link.network}`} href={link.href} data-track={`Share: ${link.network}`} {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
              {link.label}
              {link.network === 'email' ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function metaDescription(): string {
  return document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
}

function noSubscription(): () => void {
  return () => {}
}
