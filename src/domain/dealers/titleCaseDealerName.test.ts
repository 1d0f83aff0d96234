import { describe, expect, it } from 'vitest'

import { titleCaseDealerName } from './titleCaseDealerName'

describe('titleCaseDealerName', () => {
  it.each([
    ['ABC HEATING & AIR CONDITIONING, LLC', 'Abc Heating & Air Conditioning, LLC'],
    ['smith and sons hvac', 'Smith and Sons HVAC'],
    ['a/c masters of texas', 'A/C Masters of Texas'],
    ['cool breeze a.c. repair', 'Cool Breeze A.C. Repair'],
    ['JOHNSON AC & HEAT llc.', 'Johnson AC & Heat LLC.'],
    ["o'brien heating", "O'Brien Heating"],
    ["SMITH'S COMFORT", "Smith's Comfort"],
    ['tri-county HVAC-R services', 'Tri-County HVAC-R Services'],
    ['heating/cooling of the ozarks', 'Heating/Cooling of The Ozarks'],
    ['and sons plumbing', 'And Sons Plumbing'],
    ['OF COUNSEL AIR', 'Of Counsel Air'],
    ['  spaced   out   air  ', 'Spaced Out Air'],
    ['24/7 AIR (HVAC)', '24/7 Air (HVAC)'],
    ['AAA AIR, INC.', 'Aaa Air, Inc.'],
    ['ÉLITE CHAUFFAGE', 'Élite Chauffage'],
  ])('%s -> %s', (input, expected) => {
    expect(titleCaseDealerName(input)).toBe(expected)
  })

  it('keeps words that merely contain an acronym as normal words', () => {
    expect(titleCaseDealerName('ACME ACTION HEATING')).toBe('Acme Action Heating')
    expect(titleCaseDealerName('BRANDON HEATING')).toBe('Brandon Heating')
  })

  it('returns an empty string for blank input', () => {
    expect(titleCaseDealerName('   ')).toBe('')
  })
})
