/**
 * Date filters in the admin's lists mean whole days. Payload's day picker sends a picked day as noon
 * UTC of that day (`2026-11-28T12:00:00.000Z`, so the day survives any browser time zone), and the
 * database then compares with noon: "Received after 28 Nov" skipped that morning. These rules read
 * such a value as the day it stands for and compare with the day's start in the admin's time zone.
 */

/** The admin shows days in UTC (the leads dashboard, lead titles, the lead summary): so does a filter. */
export const ADMIN_TIME_ZONE = 'UTC'

const PICKED_DAY = /^(\d{4})-(\d{2})-(\d{2})T12:00:00(?:\.000)?Z$/

/** The calendar day ("2026-11-28") a day picker's value stands for; null for any other value. */
export function pickedDay(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = PICKED_DAY.exec(value)
  if (!match) return null
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCDate() === d && date.getUTCMonth() === m - 1 ? value.slice(0, 10) : null
}

/** Milliseconds the wall clock of `timeZone` is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
  return wall - Math.floor(instant / 1000) * 1000
}

/** The instant a calendar day ("2026-11-28") starts in `timeZone`. */
export function startOfDay(day: string, timeZone: string = ADMIN_TIME_ZONE): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const midnight = Date.UTC(y, m - 1, d)
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  let start = midnight - zoneOffsetMs(midnight, timeZone)
  start = midnight - zoneOffsetMs(start, timeZone)
  return new Date(start)
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10)
}

type Conditions = Record<string, unknown>

/** One field's operators, with each picked day read as that whole day. */
function wholeDays(conditions: Conditions, timeZone: string): Conditions {
  const out: Conditions = {}
  for (const [operator, value] of Object.entries(conditions)) {
    const day = pickedDay(value)
    if (!day) {
      out[operator] = value
      continue
    }
    const start = startOfDay(day, timeZone).toISOString()
    const end = startOfDay(nextDay(day), timeZone).toISOString()
    if (operator === 'greater_than' || operator === 'greater_than_equal') out.greater_than_equal = start
    else if (operator === 'less_than') out.less_than = start
    else if (operator === 'less_than_equal') out.less_than = end
    else if (operator === 'equals') Object.assign(out, { greater_than_equal: start, less_than: end })
    else out[operator] = value
  }
  return out
}

/**
 * A `where` (Payload's query) with every picked day on the given date fields read as a whole day:
 * after or on a day (greater than) = from its start; before it (less than) = until its start; up to
 * it (less than or equal) = until the next day's start; on it (equals) = that day. Everything else
 * is left as it is, so a precise time sent by the API keeps its meaning.
 */
export function wholeDayFilter<W>(where: W, dateFields: readonly string[], timeZone: string = ADMIN_TIME_ZONE): W {
  if (!where || typeof where !== 'object' || Array.isArray(where)) return where
  const out: Conditions = {}
  for (const [key, value] of Object.entries(where as Conditions)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) out[key] = value.map((inner) => wholeDayFilter(inner, dateFields, timeZone))
    else if (dateFields.includes(key) && value && typeof value === 'object' && !Array.isArray(value)) out[key] = wholeDays(value as Conditions, timeZone)
    else out[key] = value
  }
  return out as W
}
