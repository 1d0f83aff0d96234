'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

export interface HeaderNavItem {
  key: string
  label: string
  url: string
}

/**
 * The main navigation. Below 768 px a Menu button discloses the links in a panel under the header
 * (keeps the header one row); from 768 px the links sit inline and the button is hidden (CSS).
 * Escape closes the panel and returns focus to the button; so does following a link.
 */
export function HeaderNav({ items }: { items: HeaderNavItem[] }) {
  const pathname = usePathname()
  // A client-side navigation keeps the layout (and this state), so the panel remembers the page it
  // was opened on and counts as closed on any other (browser Back included).
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const button = useRef<HTMLButtonElement>(null)
  const nav = useRef<HTMLElement>(null)
  const listId = useId()

  // A tap or click outside the navigation closes the panel.
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpenOn(null)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    setOpen(false)
    button.current?.focus()
  }

  return (
    <nav ref={nav} aria-label="Main" className="site-header__menu" data-open={open ? 'true' : undefined} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="site-header__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="site-header__toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <ul id={listId} className="site-header__nav">
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.url} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
