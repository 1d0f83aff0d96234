'use client'

import { useEffect } from 'react'
import { EXPOSURE_EVENT } from '@/domain/experiments/events'
import { pushAnalyticsEvent } from '@/lib/analytics'

/** Tells analytics which variant this visitor saw, once the page shows it. Renders nothing. */
export function ExperimentExposure({ experiment, variant }: { experiment: string; variant: string }) {
  useEffect(() => {
    pushAnalyticsEvent(EXPOSURE_EVENT, { experiment_key: experiment, variant_key: variant })
  }, [experiment, variant])
  return null
}
