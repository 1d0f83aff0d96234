/**
 * The preferred day and time window of a "Book Online" request (reading 52): the days the form
 * offers, the windows, and how both read in the confirmation, the dealer's email and the admin.
 * Days are calendar days (`YYYY-MM-DD`), computed on UTC dates so no time zone shifts them.
 */

import { isCalendarDate, toIsoDate } from '@/domain/rebates/dates'

export const PREFERRED_TIME_WINDOWS = ['morning', 'afternoon', 'evening'] as const
export type PreferredTimeWindow = (typeof PREFERRED_TIME_WINDOWS)[number]

/** The window as the form's option and the admin's select show it. */
export const PREFERRED_TIME_WINDOW_LABELS: Record<PreferredTimeWindow, string> = {
  morning: 'Morning (8 am-12 pm)',
  afternoon: 'Afternoon (12-4 pm)',
  evening: 'Evening (4-7 pm)',
}

/** How many days the form offers, starting tomorrow: a request sent today is answered within a business day. */
export const PREFERRED_DAY_COUNT = 14

/**
 * The browser's calendar day may be one day either side of the server's (UTC): a day the form
 * offered is at most this far outside the server's own range.
 */
const TIME_ZONE_SLACK_DAYS = 1

export const NO_PREFERRED_TIME = 'No preferred time given'

// Days are UTC midnights (see above), so they are written in UTC: "Tue, Dec 1" and "Tuesday, December 1".
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })
const DAY_MS = 86_400_000

const pad = (value: number) => String(value).padStart(2, '0')

/** The UTC midnight of a real calendar day, or null (`2026-02-30`, `tomorrow`). */
function parseIsoDay(day: string): Date | null {
  return isCalendarDate(day) ? new Date(`${day}T00:00:00.000Z`) : null
}

export function isPreferredTimeWindow(value: unknown): value is PreferredTimeWindow {
  return typeof value === 'string' && (PREFERRED_TIME_WINDOWS as readonly string[]).includes(value)
}

/** The calendar day the homeowner's device shows (local time), as `YYYY-MM-DD`. */
export function localIsoDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The days the form offers after `today` (the device's day): value `2026-12-01`, label "Tue, Dec 1". */
export function preferredDayOptions(today: string): { value: string; label: string }[] {
  const start = parseIsoDay(today)
  if (!start) return []
  return Array.from({ length: PREFERRED_DAY_COUNT }, (_, i) => {
    const day = new Date(start.getTime() + (i + 1) * DAY_MS)
    return { value: toIsoDate(day), label: SHORT_DAY.format(day) }
  })
}

/**
 * True for a day the form could have offered at `now` on any device: tomorrow to 14 days on, by
 * the device's calendar, which is within a day of the server's UTC one.
 */
export function isPreferredDayAllowed(day: string, now: Date): boolean {
  const parsed = parseIsoDay(day)
  if (!parsed) return false
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const offset = Math.round((parsed.getTime() - today) / DAY_MS)
  return offset >= 1 - TIME_ZONE_SLACK_DAYS && offset <= PREFERRED_DAY_COUNT + TIME_ZONE_SLACK_DAYS
}

/** "Tuesday, December 1"; a value that is not a day is shown as it is. */
export function longDayLabel(day: string): string {
  const parsed = parseIsoDay(day)
  return parsed ? LONG_DAY.format(parsed) : day
}

export interface PreferredTime {
  preferredDay?: string | null
  preferredTimeWindow?: string | null
}

/**
 * Whether a dealer lead asked to book a visit (Book Online, with or without a preferred time) rather
 * than to be contacted. A lead stored before the flag existed counts as one when it gave a time.
 */
export function isBookingRequest(booking: (PreferredTime & { requested?: boolean | null }) | null | undefined): boolean {
  return booking?.requested === true || preferredTimeText(booking ?? {}) !== null
}

/**
 * The preferred time in words: "Tuesday, December 1, afternoon (12-4 pm)", "Tuesday, December 1,
 * any time", "Any day, evening (4-7 pm)"; null when none was given.
 */
export function preferredTimeText({ preferredDay, preferredTimeWindow }: PreferredTime): string | null {
  const day = preferredDay?.trim() ? longDayLabel(preferredDay.trim()) : null
  const window = isPreferredTimeWindow(preferredTimeWindow) ? PREFERRED_TIME_WINDOW_LABELS[preferredTimeWindow] : null
  if (!day && !window) return null
  const windowPhrase = window ? window.charAt(0).toLowerCase() + window.slice(1) : 'any time'
  return day ? `${day}, ${windowPhrase}` : `Any day, ${windowPhrase}`
}

/** The dealer email's line: always there on a booking request, so "nothing given" is never mistaken for a lost field. */
export function preferredTimeLine(time: PreferredTime): string {
  const text = preferredTimeText(time)
  return text ? `Preferred time: ${text}` : NO_PREFERRED_TIME
}
