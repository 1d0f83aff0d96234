import { describe, expect, it } from 'vitest'
import { isValidStreetAddress } from '@/domain/address/streetAddress'

describe('isValidStreetAddress', () => {
  it.each([
    '123 Main St',
    '1 N. Broadway',
    '4500 W 5th Ave',
    '10 County Rd 1/2',
    '77 Old-Mill Rd',
    '  123 Main St  ',
    '123A Main St',
    '12-14 Elm St',
    '1200 Rue Saint-André',
  ])('accepts %j', (address) => {
    expect(isValidStreetAddress(address)).toBe(true)
  })

  it.each([
    '',
    '123',
    '123 ',
    'Main St',
    'Apt 4 123 Main',
    '123 Main St, Apt 4',
    '123 Main St #4',
    "123 O'Connor St",
    '-12 Main St',
  ])('rejects %j', (address) => {
    expect(isValidStreetAddress(address)).toBe(false)
  })
})
