'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useHydratedAttribute } from '@/components/ui/hydration'
import { keepFocusClear, reserveHeight } from '@/components/ui/keepFocusClear'
import { STICKY_FOOTER_DOCK_RATIO, STICKY_FOOTER_OBSERVER_DELAY_MS } from './behaviour'

/**
 * Fixed at the bottom of the window until at least 6.5% of its own place in the page (the sticky
 * area) is in view, then docked there (readings item 26). The observer starts 2 s after mount.
 */
export function StickyFooterArea({ label, children }: { label: string; children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  const [docked, setDocked] = useState(false)
  const hydrated = useHydratedAttribute()

  useEffect(() => {
    const areaEl = area.current
    const barEl = bar.current
    if (!areaEl || !barEl) return
    const release = reserveHeight(areaEl, barEl)
    let observer: IntersectionObserver | undefined
    const timer = setTimeout(() => {
      observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1]
          if (entry) setDocked(entry.isIntersecting && entry.intersectionRatio >= STICKY_FOOTER_DOCK_RATIO)
        },
        { threshold: [0, STICKY_FOOTER_DOCK_RATIO] },
      )
      observer.observe(areaEl)
    }, STICKY_FOOTER_OBSERVER_DELAY_MS)
    return () => {
      clearTimeout(timer)
      observer?.disconnect()
      release()
    }
  }, [])

  useEffect(() => {
    if (docked || !bar.current) return
    return keepFocusClear(bar.current, 'bottom')
  }, [docked])

  return (
    <div ref={area} className="sticky-footer" data-docked={docked ? 'true' : 'false'} {...hydrated}>
      <div ref={bar} className="sticky-footer__bar" role="region" aria-label={label}>
        {children}
      </div>
    </div>
  )
}
