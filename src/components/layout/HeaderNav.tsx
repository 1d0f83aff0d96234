'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
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
  url: string | null
  children: HeaderNavLink[]
}

/**
 * The main navigation. Below 1024 px a Menu button discloses a panel under the header (links and the
 * search box); from 1024 px the groups sit inline and the button is hidden (CSS). A group with links
 * is a disclosure button (one open at a time). Escape closes the innermost open part and returns
 * focus to the button that opened it; a tap outside or following a link closes everything.
 */
export function HeaderNav({ items }: { items: HeaderNavItem[] }) {
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
    <nav ref={nav} aria-label="Main" className="site-header__menu" data-open={open ? 'true' : undefined} onKeyDown={onKeyDown} {...hydrated}>
      <button
        ref={button}
        type="button"
        className="site-header__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? closeAll() : setOpenOn(pathname))}
      >
        <span className="site-header__toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <div id={panelId} className="site-header__panel">
        <ul className="site-header__nav">
          {items.map((item) =>
            item.children.length === 0 ? (
              item.url ? (
                <li key={item.key}>
                  <Link href={item.url} onClick={closeAll}>
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
                        {item.label}: overview
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
        <form role="search" aria-label="Site search" action="/search/" method="get" className="site-header__search">
          <label htmlFor={`${panelId}-q`} className="visually-hidden">
            Search the site
          </label>
          <input id={`${panelId}-q`} type="search" name="q" placeholder="Search" autoComplete="off" maxLength={100} />
          <button type="submit">Search</button>
        </form>
      </div>
    </nav>
  )
}
