/**
 * Analytics adapter: events go to `window.dataLayer` (Google Tag Manager's convention), which
 * any tag manager or our own tests can read. Nothing is sent anywhere by this module; with no
 * tag manager on the page the array simply collects the events.
 */

export type DealerFormEvent = 'dealer_form_open' | 'dealer_form_start' | 'dealer_form_success'

export interface DealerFormEventParams {
  /** Which form: `CONTACT LOCAL DEALER MODAL`, `DEALER_LEAD_FORM` ... */
  form_id: string
  /** 1-based position of the dealer card the form belongs to. */
  card_position?: number
  dealer_name?: string
  dealer_id?: number
  zipcode?: string
  data_text?: string
}

export type AnalyticsEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

/** Drops undefined values so the data layer holds only what is known. */
function compact(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''))
}

export function pushAnalyticsEvent(event: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event, ...compact(params) })
}

export function trackDealerForm(event: DealerFormEvent, params: DealerFormEventParams): void {
  pushAnalyticsEvent(event, { ...params })
}
