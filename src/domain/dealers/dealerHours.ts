import type { WeekHours } from './dealerSchema'

/** A dealer's opening hours: the rows the profile page lists and the schema.org form of them. */

export const WEEK_DAYS: readonly { key: keyof WeekHours; label: string; schemaDay: string }[] = [
  { key: 'mon', label: 'Monday', schemaDay: 'Monday' },
  { key: 'tue', label: 'Tuesday', schemaDay: 'Tuesday' },
  { key: 'wed', label: 'Wednesday', schemaDay: 'Wednesday' },
  { key: 'thu', label: 'Thursday', schemaDay: 'Thursday' },
  { key: 'fri', label: 'Friday', schemaDay: 'Friday' },
  { key: 'sat', label: 'Saturday', schemaDay: 'Saturday' },
  { key: 'sun', label: 'Sunday', schemaDay: 'Sunday' },
]

export function weekHoursRows(hours: WeekHours | undefined): { day: string; hours: string }[] {
  if (!hours) return []
  return WEEK_DAYS.flatMap(({ key, label }) => {
    const value = hours[key]?.trim()
    return value ? [{ day: label, hours: value }] : []
  })
}

/** "7:30 AM" -> "07:30"; "5:00 PM" -> "17:00"; anything else undefined. */
function to24h(time: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim())
  if (!match) return undefined
  let hour = Number(match[1]) % 12
  if ((match[3] as string).toUpperCase() === 'PM') hour += 12
  return `${String(hour).padStart(2, '0')}:${match[2]}`
}

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: string
  opens: string
  closes: string
}

/** schema.org opening hours from the weekHours strings we understand ("7:30 AM - 5:00 PM", "Open 24 Hours"). */
export function openingHoursSpecification(hours: WeekHours | undefined): OpeningHoursSpecification[] {
  if (!hours) return []
  return WEEK_DAYS.flatMap(({ key, schemaDay }) => {
    const value = hours[key]?.trim()
    if (!value) return []
    if (/^open 24 hours$/i.test(value)) {
      return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: schemaDay, opens: '00:00', closes: '23:59' }]
    }
    const [from, to] = value.split(/\s+-\s+/)
    const opens = from ? to24h(from) : undefined
    const closes = to ? to24h(to) : undefined
    return opens && closes ? [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: schemaDay, opens, closes }] : []
  })
}

/** A minute of the day from "8", "8am", "8:30 pm", "08:30", "17:00", "noon" or "midnight" (no AM/PM: 24-hour, HH:MM only). */
function minuteOfDay(raw: string): number | undefined {
  const time = raw.trim().toLowerCase().replace(/\./g, '')
  if (time === 'noon') return 12 * 60
  if (time === 'midnight') return 0
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a|p)?$/.exec(time)
  if (!match) return undefined
  const [hour, minute, half] = [Number(match[1]), Number(match[2] ?? 0), match[3]?.[0]]
  if (minute > 59) return undefined
  if (half) return hour >= 1 && hour <= 12 ? ((hour % 12) + (half === 'p' ? 12 : 0)) * 60 + minute : undefined
  // Without AM or PM only a 24-hour time is unambiguous ("17:00", "08:30"; not "8").
  return match[2] !== undefined && hour <= 23 ? hour * 60 + minute : undefined
}

function clockTime(minutes: number): string {
  const hour = Math.floor(minutes / 60)
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

export type DayHoursResult = { ok: true; value: string } | { ok: false; message: string }

/**
 * One day's opening hours as an editor or an import file writes them ("8am to 6pm", "8:00-17:00",
 * "closed"), in the one form the profile lists and schema.org reads: "" (not listed), "Closed",
 * "Open 24 Hours" or "8:00 AM - 6:00 PM". Anything else is refused with what to write instead.
 */
export function normaliseDayHours(raw: string | null | undefined): DayHoursResult {
  const value = (raw ?? '').trim().replace(/\s+/g, ' ')
  if (!value) return { ok: true, value: '' }
  if (/^closed$/i.test(value)) return { ok: true, value: 'Closed' }
  if (/^(open )?24 hours$|^24\/7$/i.test(value)) return { ok: true, value: 'Open 24 Hours' }
  const parts = value.split(/\s*(?:-|–|—|\bto\b|\buntil\b)\s*/i)
  const [opens, closes] = parts.length === 2 ? parts.map(minuteOfDay) : [undefined, undefined]
  if (opens === undefined || closes === undefined) {
    return { ok: false, message: `“${value}” is not a time range we can read. Write it as 8:00 AM - 5:00 PM, or Closed, or Open 24 Hours.` }
  }
  if (closes <= opens) return { ok: false, message: `In “${value}” the closing time is not after the opening time.` }
  return { ok: true, value: `${clockTime(opens)} - ${clockTime(closes)}` }
}
