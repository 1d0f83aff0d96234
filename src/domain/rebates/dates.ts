/**
 * Calendar dates as ISO strings (YYYY-MM-DD), compared as strings, so no time zone can move a day.
 * Offer dates may be partial: a bare year or year-month means its first day as a start date
 * and its last day as an end date ("ends 2026" = through 2026-12-31).
 */

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const PARTIAL_DATE = /^(\d{4})(?:-(\d{2}))?$/

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

const pad = (n: number) => String(n).padStart(2, '0')

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = FULL_DATE.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** True for YYYY, YYYY-MM or a real YYYY-MM-DD. */
export function isOfferDate(value: string): boolean {
  if (isCalendarDate(value)) return true
  const m = PARTIAL_DATE.exec(value)
  if (!m) return false
  const month = m[2] === undefined ? 1 : Number(m[2])
  return month >= 1 && month <= 12
}

/** First day an offer date covers. Assumes `isOfferDate(value)`. */
export function offerDateStart(value: string): string {
  if (isCalendarDate(value)) return value
  const [year, month = '01'] = value.split('-')
  return `${year}-${month}-01`
}

/** Last day an offer date covers: a bare year is its 31 December. Assumes `isOfferDate(value)`. */
export function offerDateEnd(value: string): string {
  if (isCalendarDate(value)) return value
  const [yearText, monthText] = value.split('-')
  const year = Number(yearText)
  const month = monthText === undefined ? 12 : Number(monthText)
  return `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`
}

/**
 * Today's calendar date as YYYY-MM-DD. Pass a string for the visitor's local date;
 * a Date is read in UTC.
 */
export function toIsoDate(today: Date | string): string {
  if (typeof today === 'string') {
    const day = today.slice(0, 10)
    if (!isCalendarDate(day)) throw new RangeError(`today must be a YYYY-MM-DD date, got "${today}"`)
    return day
  }
  if (Number.isNaN(today.getTime())) throw new RangeError('today is an invalid Date')
  return `${today.getUTCFullYear()}-${pad(today.getUTCMonth() + 1)}-${pad(today.getUTCDate())}`
}

/** Whether an offer running from `startDate` through `endDate` (either open) includes `day`. */
export function dateWindowIncludes(day: string, startDate?: string, endDate?: string): boolean {
  if (startDate !== undefined && day < offerDateStart(startDate)) return false
  if (endDate !== undefined && day > offerDateEnd(endDate)) return false
  return true
}
