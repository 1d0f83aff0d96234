import { describe, expect, it } from 'vitest'
import { normaliseDayHours, openingHoursSpecification, weekHoursRows } from './dealerHours'

const weekHours = { mon: '7:30 AM - 5:00 PM', sat: 'Closed', sun: 'Open 24 Hours' }

describe('dealer hours', () => {
  it('lists hours in week order and converts them for schema.org', () => {
    expect(weekHoursRows(weekHours)).toEqual([
      { day: 'Monday', hours: '7:30 AM - 5:00 PM' },
      { day: 'Saturday', hours: 'Closed' },
      { day: 'Sunday', hours: 'Open 24 Hours' },
    ])
    expect(openingHoursSpecification(weekHours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '07:30', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Sunday', opens: '00:00', closes: '23:59' },
    ])
  })
})

describe('normaliseDayHours', () => {
  it.each([
    ['8am to 6pm', '8:00 AM - 6:00 PM'],
    ['8:30 am - 5 pm', '8:30 AM - 5:00 PM'],
    ['08:00-17:30', '8:00 AM - 5:30 PM'],
    ['7:30 AM – noon', '7:30 AM - 12:00 PM'],
    ['12pm until 11:59pm', '12:00 PM - 11:59 PM'],
    ['closed', 'Closed'],
    ['24 hours', 'Open 24 Hours'],
    ['  ', ''],
  ])('reads %j as %j', (raw, value) => {
    expect(normaliseDayHours(raw)).toEqual({ ok: true, value })
  })

  it.each(['8 - 5', 'mornings', '9am', '13pm - 2pm', '6pm - 8am', '9:75 am - 5 pm'])('refuses %j with a message', (raw) => {
    const result = normaliseDayHours(raw)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.message).toContain(raw)
  })

  it('keeps what it writes: the normal form reads back as itself, and schema.org understands it', () => {
    const value = (normaliseDayHours('8am to 6pm') as { value: string }).value
    expect(normaliseDayHours(value)).toEqual({ ok: true, value })
    expect(openingHoursSpecification({ mon: value })).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '08:00', closes: '18:00' }])
  })
})
