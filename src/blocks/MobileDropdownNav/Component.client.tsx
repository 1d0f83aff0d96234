'use client'

import { usePathname } from 'next/navigation'
import { useRef, useState, useSyncExternalStore } from 'react'
import { currentNavIndex, currentNavTitle } from '@/domain/pages/currentNavItem'
import { useHydratedAttribute } from '@/components/ui/hydration'

export type NavItem = { href: string; label: string; newTab: boolean }

type Props = { navLabel: string; items: NavItem[]; menuId: string }

/**
 * Section links: a dropdown under 1024 px whose button names the current page ('Page not found' when
 * none matches), a plain row of links above. The current path comes from the router, so the server
 * HTML already highlights the right item. Until hydration the list stays open (usable without JS).
 */
export function MobileDropdownNavClient({ navLabel, items, menuId }: Props) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  // false in the server HTML and during hydration, true once React runs in the browser.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const hydrated = useHydratedAttribute()

  const current = currentNavIndex(
    items.map((i) => i.href),
    pathname,
  )
  const title = currentNavTitle(items, pathname)

  return (
    <nav
      className="container mnav"
      aria-label={navLabel}
      data-enhanced={enhanced ? 'true' : undefined}
      {...hydrated}
      data-open={open ? 'true' : 'false'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
    >
      <button ref={buttonRef} type="button" className="mnav__toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <span className="mnav__title">{title}</span>
        <span className="mnav__chevron" aria-hidden="true" />
      </button>
      <ul id={menuId} className="mnav__list">
        {items.map((item, index) => (
          <li key={`${item.href}-${index}`}>
            <a
              href={item.href}
              className={index === current ? 'mnav__link mnav__link--current' : 'mnav__link'}
              aria-current={index === current ? 'page' : undefined}
              target={item.newTab ? '_blank' : undefined}
              rel={item.newTab ? 'noopener noreferrer' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function noSubscription(): () => void {
  return () => {}
}
