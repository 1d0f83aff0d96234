'use client'

import { useEffect } from 'react'
import { CLICK_EVENT, CLICKABLE_SELECTOR, clickName, TRACK_AREA_ATTRIBUTE, UNTRACKED_CLICK_WARNING } from '@/domain/analytics/clickTracking'
import { pushAnalyticsEvent } from '@/lib/analytics'

const AREA = `[${TRACK_AREA_ATTRIBUTE}], [data-block]`

/** What an element says to a visitor: its accessible label, its text, or its image's alt text. */
function visibleLabel(el: HTMLElement): string | null {
  return el.getAttribute('aria-label') || el.textContent?.trim() || el.querySelector('img[alt]')?.getAttribute('alt') || el.getAttribute('title') || (el instanceof HTMLInputElement ? el.value : null)
}

/**
 * One listener for every link and button on the page, so blocks need no script of their own. Sends
 * `cta_click` with the element's name (its `data-track`, or its area and text, see clickName), the URL
 * and the block; an unnamed one is sent as 'N/A' with the spec's warning.
 */
export function ClickTracker() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE_SELECTOR) : null
      if (!target) return
      const area = target.closest<HTMLElement>(AREA)
      const name = clickName({ track: target.getAttribute('data-track'), area: area?.getAttribute(TRACK_AREA_ATTRIBUTE) ?? area?.dataset.block ?? null, label: visibleLabel(target) })
      if (name.missing) console.warn(UNTRACKED_CLICK_WARNING, target.getAttribute('href') ?? target.outerHTML.slice(0, 200))
      pushAnalyticsEvent(CLICK_EVENT, {
        click_text: name.text,
        click_url: target.getAttribute('href') ?? undefined,
        block: target.closest<HTMLElement>('[data-block]')?.dataset.block,
      })
    }
    document.addEventListener('click', onClick, { capture: true })
    // Says the listener is on (clicks before the page's script has loaded are not counted).
    document.documentElement.dataset.clickTracking = 'ready'
    return () => {
      document.removeEventListener('click', onClick, { capture: true })
      delete document.documentElement.dataset.clickTracking
    }
  }, [])
  return null
}
