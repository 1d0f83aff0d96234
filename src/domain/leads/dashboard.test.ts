import { describe, expect, it } from 'vitest'
import { dashboardRange, dayRange, daySeries, deliverySummary, formatDuration, percentileOfCounts, requestsHeadline, toCsv, topGroups } from './dashboard'

describe('leads dashboard helpers', () => {
  it('ranges and days', () => {
    expect(dashboardRange('90')).toBe(90)
    expect(dashboardRange(['30'])).toBe(30)
    expect(dashboardRange('7')).toBe(30)
    expect(dashboardRange(undefined)).toBe(30)
    expect(dayRange(new Date('2026-11-25T23:30:00Z'), 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25'])
  })

  it('fills every day of the series', () => {
    const series = daySeries(['2026-11-24', '2026-11-25'], [{ day: '2026-11-25', group: 'MARKETO', count: 3 }], ['MARKETO', 'CONTACT_US'])
    expect(series).toEqual([
      { day: '2026-11-24', MARKETO: 0, CONTACT_US: 0 },
      { day: '2026-11-25', MARKETO: 3, CONTACT_US: 0 },
    ])
  })

  it('keeps the top groups and folds the rest into Other', () => {
    const { groups, counts } = topGroups(
      [
        { day: 'd', group: 'a', count: 5 },
        { day: 'd', group: 'b', count: 1 },
        { day: 'd', group: 'c', count: 2 },
      ],
      2,
    )
    expect(groups).toEqual(['a', 'c', 'Other'])
    expect(daySeries(['d'], counts, groups)).toEqual([{ day: 'd', a: 5, c: 2, Other: 1 }])
  })

  it('groups delivery statuses', () => {
    expect(
      deliverySummary([
        { status: 'delivered', count: 7 },
        { status: 'pending', count: 1 },
        { status: 'retrying', count: 2 },
        { status: 'dead', count: 1 },
        { status: 'repeat', count: 4 },
        { status: 'none', count: 1 },
      ]),
    ).toEqual({ delivered: 7, retrying: 3, dead: 1, nothingToSend: 1, repeats: 4 })
  })

  it('the headline counts distinct requests and names repeats apart', () => {
    const days = ['2026-10-30', '2026-11-28']
    expect(requestsHeadline({ requests: 72, repeats: 91 }, days)).toBe('72 requests from 2026-10-30 to 2026-11-28 (days in UTC). 91 repeats are not counted: the same person sending the same request again.')
    expect(requestsHeadline({ requests: 1, repeats: 1 }, days)).toBe('1 request from 2026-10-30 to 2026-11-28 (days in UTC). 1 repeat is not counted: the same person sending the same request again.')
    expect(requestsHeadline({ requests: 1200, repeats: 0 }, days)).toBe('1,200 requests from 2026-10-30 to 2026-11-28 (days in UTC).')
  })

  it('durations and CSV', () => {
    expect(formatDuration(4.4)).toBe('4 s')
    expect(formatDuration(185)).toBe('3 min 5 s')
    expect(formatDuration(7800)).toBe('2 h 10 min')
    expect(formatDuration(null)).toBe('–')
    expect(toCsv(['Day', 'Leads'], [['2026-11-25', 3], ['=cmd', 'a,b']])).toBe('Day,Leads\r\n2026-11-25,3\r\n\'=cmd,"a,b"\r\n')
  })

  it('nearest-rank percentiles from grouped counts', () => {
    // Values 1..10 once each: p50 is the 5th, p95 the 10th (rank ceil(9.5) = 10).
    const counts = Array.from({ length: 10 }, (_, i) => ({ value: 10 - i, count: 1 }))
    expect(percentileOfCounts(counts, 0.5)).toBe(5)
    expect(percentileOfCounts(counts, 0.95)).toBe(10)
    expect(percentileOfCounts([{ value: 3, count: 90 }, { value: 60, count: 10 }], 0.95)).toBe(60)
    expect(percentileOfCounts([], 0.5)).toBeNull()
  })
})
