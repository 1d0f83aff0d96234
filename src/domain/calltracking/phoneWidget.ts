/**
 * Phone-number widget and phone button (page-blocks spec, sections 2 and 4; readings 39 and 40).
 * The widget shows 'Loading..' until, after hydration, a number of the routing group's pool is
 * leased through POST /api/whodis; on any failure it shows the editor's default number.
 */
import { BREAKPOINTS } from '@/domain/layout/breakpoints'

/** Spec section 4, exactly (two dots). */
export const PHONE_WIDGET_LOADING_TEXT = 'Loading..'

/** Ours: the lease name when the editor gives none. */
export const PHONE_WIDGET_DEFAULT_LEASE_NAME = 'phone-number-widget'

/** Spec section 9: desktop starts at 1024 px. The phone button's CSS uses the same width. */
export const PHONE_BUTTON_DESKTOP_MIN_WIDTH = BREAKPOINTS.desktop

export interface PhoneWidgetRouting {
  routingGroupId?: string | null
  leaseName?: string | null
}

/** The body of POST /api/whodis (src/domain/calltracking/leaseNumber.ts), or undefined without a routing group. */
export function phoneWidgetLeaseRequest(
  routing: PhoneWidgetRouting,
  sessionID: string,
  pageReferrer: string,
): { routingGroupID: string; sessionID: string; pageReferrer: string; leaseName: string } | undefined {
  const routingGroupID = routing.routingGroupId?.trim()
  if (!routingGroupID || !sessionID.trim() || !pageReferrer.trim()) return undefined
  return { routingGroupID, sessionID, pageReferrer, leaseName: routing.leaseName?.trim() || PHONE_WIDGET_DEFAULT_LEASE_NAME }
}

/** The number to show once the lease settled: the leased one, else the default. */
export function phoneWidgetNumber(leased: string | undefined, defaultNumber: string): string {
  return leased?.trim() || defaultNumber.trim()
}

export interface PhoneButtonNumbers {
  mobile: string
  desktop: string
  /** Both numbers are the same: one link serves every width. */
  same: boolean
}

/** Mobile and desktop numbers of the phone button; either one missing uses the other. Undefined when both are. */
export function phoneButtonNumbers(mobile: string | null | undefined, desktop: string | null | undefined): PhoneButtonNumbers | undefined {
  const m = mobile?.trim() || desktop?.trim()
  const d = desktop?.trim() || mobile?.trim()
  if (!m || !d) return undefined
  return { mobile: m, desktop: d, same: m === d }
}
