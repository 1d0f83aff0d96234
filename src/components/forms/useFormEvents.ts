'use client'

import { useRef } from 'react'
import { trackDealerForm, type DealerFormEventParams } from '@/lib/analytics'

/**
 * A lead form's analytics (dealer-locator spec: dealer_form_start, dealer_form_success, with form_id):
 * `markStarted` once, when the visitor first works in the form; `markSucceeded` when the lead is accepted.
 * Light on purpose: forms that load their rules later (the home contact form) start with it.
 */
export function useFormEvents(params: DealerFormEventParams) {
  const started = useRef(false)
  return {
    markStarted() {
      if (started.current) return
      started.current = true
      trackDealerForm('dealer_form_start', params)
    },
    markSucceeded(extra: Partial<DealerFormEventParams> = {}) {
      trackDealerForm('dealer_form_success', { ...params, ...extra })
    },
  }
}
