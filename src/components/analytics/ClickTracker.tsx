'use client'

import { useEffect } from 'react'
import { CLICK_EVENT } from '@/domain/analytics/clickTracking'
import { pushAnalyticsEvent } from '@/lib/analytics'

/**
 * One listener for every tracked button or link on the page (elements with `data-track`), so static
 * blocks need no script of their own. Sends `cta_click` with the tracking text, the URL and the block.
 */
export function ClickTracker() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null
      if (!target) return
      pushAnalyticsEvent(CLICK_EVENT, {
        click_text: target.dataset.track,
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
