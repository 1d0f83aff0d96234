'use client'

import { useEffect } from 'react'
import { CLICK_BEACON_PATH, EXPOSURE_EVENT } from '@/domain/experiments/events'
import { pushAnalyticsEvent } from '@/lib/analytics'

/** Whether this visitor's click was already counted for the variant (one per visitor, like a conversion). */
function firstClick(experiment: string, variant: string): boolean {
  const key = `xp-click:${experiment}_${variant}`
  try {
    if (window.localStorage.getItem(key)) return false
    window.localStorage.setItem(key, '1')
  } catch {
    // Storage blocked: count the click anyway.
  }
  return true
}

/**
 * Tells analytics which variant this visitor saw, once the page shows it, and tells the site when
 * the visitor first clicks a tracked call to action (`data-track`) on this page: the experiment's
 * secondary goal (docs/experiments.md "Results"). Renders nothing.
 */
export function ExperimentExposure({ experiment, variant }: { experiment: string; variant: string }) {
  useEffect(() => {
    pushAnalyticsEvent(EXPOSURE_EVENT, { experiment_key: experiment, variant_key: variant })
  }, [experiment, variant])
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target.closest('[data-track]') : null
      if (!target || !firstClick(experiment, variant)) return
      // JSON sent as text (a beacon's simple content type); the route reads it as JSON. A beacon
      // survives the navigation the click starts.
      const body = JSON.stringify({ experiments: { [experiment]: variant } })
      if (!navigator.sendBeacon?.(CLICK_BEACON_PATH, body)) {
        void fetch(CLICK_BEACON_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined)
      }
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [experiment, variant])
  return null
}
