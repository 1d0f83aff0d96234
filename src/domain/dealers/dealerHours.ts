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
