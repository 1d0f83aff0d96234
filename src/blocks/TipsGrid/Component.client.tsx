'use client'

import { useId, useState } from 'react'
import { useHydratedAttribute } from '@/components/ui/hydration'

type Props = { title: string; description: string; href: string }

/**
 * A grid card (reading 24): on phones, and on touch screens of any width (`hover: none`: a tablet has
 * no hover), a button toggles the description on tap; from 640 px with a pointer that can hover it
 * shows on hover and whenever the card holds keyboard focus (CSS). The link always carries the
 * description as its accessible description.
 */
export function TipsCard({ title, description, href }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const hydrated = useHydratedAttribute()
  return (
    <li className="tips-card" data-open={open ? '' : undefined} {...hydrated}>
      <div className="tips-card__head">
        <a href={href} className="tips-card__link" aria-describedby={id}>
          {title}
        </a>
        <button type="button" className="tips-card__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
          <span className="visually-hidden">{open ? 'Hide' : 'Show'} description: {title}</span>
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
            <path d={open ? 'M4 10h12' : 'M4 10h12M10 4v12'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p id={id} className="tips-card__desc">
        {description}
      </p>
    </li>
  )
}
