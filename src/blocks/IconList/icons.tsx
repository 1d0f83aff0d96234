import type React from 'react'
import type { ListIcon } from '@/domain/blocks/iconList'

// Simple line drawings on a 24 × 24 grid, stroked in the text colour. Record<ListIcon, …> makes a
// missing drawing a type error.
const PATHS: Record<ListIcon, React.ReactNode> = {
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  thermometer: (
    <>
      <path d="M10 14.5V5a2 2 0 1 1 4 0v9.5a4 4 0 1 1-4 0z" />
      <path d="M12 9v7" />
    </>
  ),
  snowflake: <path d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5L12 7l2.5-2.5M9.5 19.5L12 17l2.5 2.5" />,
  flame: <path d="M12 21c-3.9 0-6.5-2.6-6.5-6 0-3.5 2.8-5.5 3.7-9 2.3 1.4 3.3 3.3 3.3 5.3 1-.6 1.7-1.7 1.9-3 1.9 1.6 4.1 3.9 4.1 6.7 0 3.4-2.6 6-6.5 6z" />,
  leaf: (
    <>
      <path d="M5 19c0-8 5-13 14-14-.5 9-5.5 14-14 14z" />
      <path d="M5 19l7-7" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l7 3v5.5c0 4.5-3 8-7 9.5-4-1.5-7-5-7-9.5V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  wrench: <path d="M14.5 5.5a4 4 0 0 0 4.9 5l-8.4 8.4a2 2 0 0 1-2.9-2.9l8.4-8.4a4 4 0 0 0-2-2.1z" />,
  dollar: <path d="M12 3v18M16.5 7.5c-.8-1.3-2.5-2-4.5-2-2.5 0-4.2 1.3-4.2 3.2 0 4.4 9 2.4 9 6.6 0 2-1.9 3.2-4.6 3.2-2.1 0-3.9-.8-4.7-2.2" />,
  phone: <path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
}

/** Decorative: the entry's text says what the icon shows. */
export function ListIconSvg({ icon }: { icon: ListIcon }) {
  return (
    <svg className="icon-list__icon" data-icon={icon} aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {PATHS[icon]}
    </svg>
  )
}
