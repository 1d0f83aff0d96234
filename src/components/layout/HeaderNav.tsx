'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { useHydratedAttribute } from '@/components/ui/hydration'

export interface HeaderNavLink {
  key: string
  label: string
  url: string
}

/** A menu group: a plain link when it has no children, otherwise a button that discloses them. */
export interface HeaderNavItem {
  key: string
  label: string
  /** The label of the group's own page in its opened list ("Products: overview"). */
  overview: string
  url: string | null
  children: HeaderNavLink[]
}

/** The header's words in the page's language (src/domain/site/chrome.ts). */
export interface HeaderNavLabels {
  menu: string
  closeMenu: string
  mainNav: string
  search: string
  searchLabel: string
  siteSearch: string
  findDealer: string
  callUs: string
  switchCode: string
  switchName: string
  switchHome: string
  switchLang: 'en' | 'fr'
}

// The head changes with the page, and the pathname re-renders the header then: nothing to listen to.
const noSubscription = () => () => {}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])'

/** The other language's version of this page, as the page's head names it (hreflang), or that language's home. */
function counterpartOf(lang: 'en' | 'fr', fallback: string): string {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${lang}"]`)
  if (!link) return fallback
  const url = new URL(link.href)
  return url.origin === window.location.origin ? url.pathname + url.search : fallback
}

/**
 * The main navigation. Below 1024 px a Menu button discloses a panel under the header (links and the
 * search box); from 1024 px the groups sit inline and the button is hidden (CSS). A group with links
 * is a disclosure button (one open at a time). Escape closes the innermost open part and returns
 * focus to the button that opened it; a tap outside or following a link closes everything.
 */
export function HeaderNav({
  items,
  labels,
  findDealerHref,
  tel,
  phone,
}: {
  items: HeaderNavItem[]
  labels: HeaderNavLabels
  findDealerHref: string
  tel: string
  phone: string
}) {
  const pathname = usePathname()
  // A client-side navigation keeps the layout (and this state), so open state remembers the page it
  // was opened on and counts as closed on any other (browser Back included).
  const [openOn, setOpenOn] = useState<string | null>(null)
  const hydrated = useHydratedAttribute()
  const [group, setGroup] = useState<{ key: string; on: string } | null>(null)
  const open = openOn === pathname
  const openGroup = group?.on === pathname ? group.key : null
  const button = useRef<HTMLButtonElement>(null)
  const nav = useRef<HTMLElement>(null)
  const panelId = useId()
  // The language switch links the other language's home until the page's hreflang names its counterpart.
  const switchHref = useSyncExternalStore(
    noSubscription,
    () => counterpartOf(labels.switchLang, labels.switchHome),
    () => labels.switchHome,
  )

  // The open menu (below 1024 px, where its button shows) holds the page: the page behind it does not
  // scroll, and Tab cycles inside the header's menu until it closes.
  const isModal = () => open && button.current !== null && button.current.offsetParent !== null
  useEffect(() => {
    if (!open || button.current?.offsetParent === null) return
    const root = document.documentElement
    const before = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = before
    }
  }, [open])

  const closeAll = () => {
    setOpenOn(null)
    setGroup(null)
  }

  useEffect(() => {
    if (!open && !openGroup) return
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) {
        setOpenOn(null)
        setGroup(null)
      }
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open, openGroup])

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Tab' && isModal() && nav.current) {
      const focusable = [...nav.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
      return
    }
    if (event.key !== 'Escape') return
    if (openGroup) {
      event.preventDefault()
      setGroup(null)
      nav.current?.querySelector<HTMLButtonElement>(`[data-group="${CSS.escape(openGroup)}"]`)?.focus()
    } else if (open) {
      event.preventDefault()
      setOpenOn(null)
      button.current?.focus()
    }
  }

  return (
    <nav ref={nav} aria-label={labels.mainNav} className="site-header__menu" data-open={open ? 'true' : undefined} onKeyDown={onKeyDown} {...hydrated}>
      <button
        ref={button}
        type="button"
        className="site-header__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? closeAll() : setOpenOn(pathname))}
      >
        <span className="site-header__toggle-icon" aria-hidden="true" />
        <span className="site-header__toggle-label">{labels.menu}</span>
      </button>
      {open ? <div className="site-header__backdrop" aria-hidden="true" onClick={closeAll} /> : null}
      <div id={panelId} className="site-header__panel">
        <div className="site-header__panel-actions">
          <Link className="btn btn--primary btn--width-full" href={findDealerHref} onClick={closeAll} data-track="Menu: find a dealer">
            {labels.findDealer}
          </Link>
          <a className="btn btn--secondary btn--width-full" href={tel} data-track="Menu: call">
            {labels.callUs} {phone}
          </a>
        </div>
        <ul className="site-header__nav">
          {items.map((item) =>
            item.children.length === 0 ? (
              item.url ? (
                <li key={item.key}>
                  <Link className="site-header__link" href={item.url} onClick={closeAll}>
                    {item.label}
                  </Link>
                </li>
              ) : null
            ) : (
              <li key={item.key} className="site-header__group" data-open={openGroup === item.key ? 'true' : undefined}>
                <button
                  type="button"
                  className="site-header__group-toggle"
                  data-group={item.key}
                  aria-expanded={openGroup === item.key}
                  aria-controls={`${panelId}-${item.key}`}
                  onClick={() => setGroup(openGroup === item.key ? null : { key: item.key, on: pathname })}
                >
                  {item.label}
                  <span className="site-header__chevron" aria-hidden="true" />
                </button>
                <ul id={`${panelId}-${item.key}`} className="site-header__sub" hidden={openGroup !== item.key}>
                  {item.url ? (
                    <li>
                      <Link href={item.url} onClick={closeAll}>
                        {item.overview}
                      </Link>
                    </li>
                  ) : null}
                  {item.children.map((child) => (
                    <li key={child.key}>
                      <Link href={child.url} onClick={closeAll}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
        <form role="search" aria-label={labels.siteSearch} action="/search/" method="get" className="site-header__search">
          <label htmlFor={`${panelId}-q`} className="visually-hidden">
            {labels.searchLabel}
          </label>
          <input id={`${panelId}-q`} type="search" name="q" placeholder={labels.search} autoComplete="off" maxLength={100} />
          <button type="submit">
            <span className="site-header__search-label">{labels.search}</span>
          </button>
        </form>
        <a className="site-header__lang" href={switchHref} hrefLang={labels.switchLang} lang={labels.switchLang} title={labels.switchName} onClick={closeAll} data-track="Header: language">
          <span aria-hidden="true">{labels.switchCode}</span>
          <span className="visually-hidden">{labels.switchName}</span>
        </a>
      </div>
    </nav>
  )
}
