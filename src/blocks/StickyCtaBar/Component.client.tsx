'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { keepFocusClear, reserveHeight } from '@/components/ui/keepFocusClear'
import { useHydratedAttribute } from '@/components/ui/hydration'

/**
 * In the page where the editor placed it; once that place scrolls above the window, pinned to the
 * top of the window (back in place when the visitor scrolls up to it again).
 */
export function StickyCtaArea({ label, children }: { label: string; children: ReactNode }) {
  const hydrated = useHydratedAttribute()
  const area = useRef<HTMLDivElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  const [pinned, setPinned] = useState(false)

  useEffect(() => {
    const areaEl = area.current
    const barEl = bar.current
    if (!areaEl || !barEl) return
    const release = reserveHeight(areaEl, barEl)
    // The root reaches far below the window, so "not intersecting" means "above the window" and a jump
    // past the bar (End key, an anchor) still crosses the boundary and notifies.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (entry) setPinned(!entry.isIntersecting && entry.boundingClientRect.top < 0)
      },
      { rootMargin: '0px 0px 1000000px 0px' },
    )
    observer.observe(areaEl)
    return () => {
      observer.disconnect()
      release()
    }
  }, [])

  useEffect(() => {
    if (!pinned || !bar.current) return
    return keepFocusClear(bar.current, 'top')
  }, [pinned])

  return (
    <div ref={area} className="sticky-cta" data-pinned={pinned ? 'true' : 'false'} {...hydrated}>
      <div ref={bar} className="sticky-cta__bar" role="region" aria-label={label}>
        {children}
      </div>
    </div>
  )
}
