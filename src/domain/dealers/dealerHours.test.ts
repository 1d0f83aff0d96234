import { describe, expect, it } from 'vitest'
import { openingHoursSpecification, weekHoursRows } from './dealerHours'

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
