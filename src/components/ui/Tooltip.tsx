'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { useHydratedAttribute } from './hydration'
import './ui.css'

export interface TooltipProps {
  /** Accessible name of the trigger button (its visible content is usually an icon). */
  label: string
  /** Trigger content; an info icon by default. */
  trigger?: React.ReactNode
  children: React.ReactNode
  className?: string
}

const HIDE_DELAY_MS = 150

/**
 * Toggletip: shows on mouse enter and hides on leave or page scroll (spec section 4); it also
 * opens on keyboard focus or click and closes on Escape, so its link can be reached with a keyboard.
 */
export function Tooltip({ label, trigger, children, className }: TooltipProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const wrapper = useRef<HTMLSpanElement>(null)
  // Whether the bubble was open when the press began. A tap fires mouseover and focus (each shows
  // the bubble) before its click, so a click that toggled the state it found closed it again at once.
  const openWhenPressed = useRef<boolean | null>(null)
  const hydrated = useHydratedAttribute()

  const show = () => {
    clearTimeout(hideTimer.current)
    setOpen(true)
  }
  const hideSoon = () => {
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => setOpen(false), HIDE_DELAY_MS)
  }

  useEffect(() => {
    if (!open) return
    // Scrolling hides a tooltip opened by the pointer. One opened by keyboard focus stays: moving focus
    // to its button scrolls the page itself, and would otherwise close it as it opens.
    const close = () => {
      if (!wrapper.current?.contains(document.activeElement)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false)
    }
    window.addEventListener('scroll', close, { passive: true, capture: true })
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      window.removeEventListener('scroll', close, { capture: true })
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  useEffect(() => () => clearTimeout(hideTimer.current), [])

  return (
    <span
      ref={wrapper}
      className={['tooltip', className].filter(Boolean).join(' ')}
      {...hydrated}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        type="button"
        className="tooltip__trigger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onPointerDown={() => {
          openWhenPressed.current = open
        }}
        onClick={() => {
          const wasOpen = openWhenPressed.current ?? open
          openWhenPressed.current = null
          setOpen(!wasOpen)
        }}
        onFocus={show}
      >
        {trigger ?? (
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
            <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M10 9v5M10 6v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        )}
      </button>
      <span id={id} role="tooltip" className="tooltip__bubble" hidden={!open}>
        {children}
      </span>
    </span>
  )
}
