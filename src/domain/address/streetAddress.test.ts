import { describe, expect, it } from 'vitest'
import { isValidStreetAddress } from '@/domain/address/streetAddress'

describe('isValidStreetAddress (readings 46)', () => {
  it.each([
    // The addresses issue 26 found refused.
    '123 Main St, Apt 4',
    "12 O'Brien Rd",
    '12 O’Brien Rd',
    '1010, rue de la Gauchetière',
    "5 rue de l'Église",
    '77 #B Elm St',
    // Plain ones.
    '123 Main St',
    '1 N. Broadway',
    '4500 W 5th Ave',
    '10 County Rd 1/2',
    '77 Old-Mill Rd',
    '  123 Main St  ',
    '123A Main St',
    '12-14 Elm St',
    '1200 Rue Saint-André',
    '123 Main St #4',
    '8 Smith & Wesson Blvd',
    '350 Fifth Ave, Suite 3300',
    // Accents typed as combining marks (NFD), as some keyboards send them.
    '5 rue de l’E\u0301glise',
  ])('accepts %j', (address) => {
    expect(isValidStreetAddress(address)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['a number only', '123'],
    ['a number and a space', '123 '],
    ['no house number', 'Main St'],
    ['the number not first', 'Apt 4 123 Main'],
    ['a sign before the number', '-12 Main St'],
    ['numbers only', '123 456'],
    ['punctuation only after the number', '123 ,.#'],
    ['no space after the number', '123Main'],
    ['characters outside the list', '123 Main St; DROP'],
    ['angle brackets', '12 <b>Main</b> St'],
    ['a colon', '12 Main St X-Injected: 1'],
  ])('refuses %s (%j)', (_, address) => {
    expect(isValidStreetAddress(address)).toBe(false)
  })
})
