import { describe, expect, it } from 'vitest'
import { dealerDistanceLabel, distanceSpoken, distanceUnit, formatDistance } from './distance'

// Empire State Building and Times Square, about 0.6 miles apart; Toronto city hall and Mississauga.
const MIDTOWN = { lat: 40.7484, lon: -73.9857 }
const TIMES_SQUARE = { lat: 40.758, lon: -73.9855 }
const TORONTO = { lat: 43.6534, lon: -79.3841 }
const MISSISSAUGA = { lat: 43.589, lon: -79.6441 }

describe('dealer distance', () => {
  it('uses miles for US searches and kilometres for Canadian ones', () => {
    expect(distanceUnit('US')).toBe('mi')
    expect(distanceUnit('CA')).toBe('km')
  })

  it('shows one decimal below 10 and whole numbers from 10', () => {
    expect(formatDistance(4.24, 'mi')).toBe('4.2 mi')
    expect(formatDistance(9.94, 'mi')).toBe('9.9 mi')
    expect(formatDistance(9.96, 'mi')).toBe('10 mi')
    expect(formatDistance(23.6, 'mi')).toBe('24 mi')
    expect(formatDistance(0.04, 'mi')).toBe('< 0.1 mi')
    expect(formatDistance(0, 'mi')).toBe('< 0.1 mi')
  })

  it('converts miles to kilometres', () => {
    expect(formatDistance(1, 'km')).toBe('1.6 km')
    expect(formatDistance(10, 'km')).toBe('16 km')
  })

  it('refuses nonsense instead of printing NaN', () => {
    expect(formatDistance(Number.NaN, 'mi')).toBe('')
    expect(formatDistance(-1, 'mi')).toBe('')
  })

  it('measures from the searched place to the dealer', () => {
    expect(dealerDistanceLabel({ ...MIDTOWN, country: 'US' }, TIMES_SQUARE)).toBe('0.7 mi')
    expect(dealerDistanceLabel({ ...TORONTO, country: 'CA' }, MISSISSAUGA)).toBe('22 km')
    expect(dealerDistanceLabel(undefined, TIMES_SQUARE)).toBe('')
  })

  it('reads out in words', () => {
    expect(distanceSpoken('4.2 mi')).toBe('4.2 miles away')
    expect(distanceSpoken('22 km')).toBe('22 kilometres away')
    expect(distanceSpoken('< 0.1 mi')).toBe('less than 0.1 miles away')
  })
})
