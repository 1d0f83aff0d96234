import { describe, expect, it } from 'vitest'
import { COMPARISON_ROWS, comparisonRows, comparisonTabs, productsForTab, showsEnergyStarBadge, type ComparableProduct } from './comparison'
import { DEFAULT_TAB_LABELS, PRODUCT_TYPES } from './productTypes'

const full: ComparableProduct = {
  productType: 'airConditioner',
  coolingStrength: '2-5 tons',
  stages: 'Two',
  fuelType: 'Electric',
  speeds: 'Two',
  noiseLevel: '56 dB',
  communicatingControls: 'no',
  energySavings: 'Up to 35%',
  energyStarQualified: 'yes',
  efficiency: 'Up to 17 SEER',
}

describe('comparison tabs', () => {
  it('defaults to six labelled tabs in the spec order, the seventh empty', () => {
    expect(Object.values(DEFAULT_TAB_LABELS)).toEqual(['Air Conditioner', '80% Furnace', '90% Furnace', 'Heat Pump', 'Air Handler', 'Furnace', ''])
    expect(comparisonTabs(DEFAULT_TAB_LABELS, PRODUCT_TYPES).map((t) => t.label)).toEqual([
      'Air Conditioner',
      '80% Furnace',
      '90% Furnace',
      'Heat Pump',
      'Air Handler',
      'Furnace',
    ])
  })

  it('hides a tab whose label is empty or blank, and shows the seventh once named', () => {
    const tabs = comparisonTabs({ ...DEFAULT_TAB_LABELS, furnace80: '  ', heatPump: null, packagedSystem: 'Packaged' }, PRODUCT_TYPES)
    expect(tabs.map((t) => t.type)).toEqual(['airConditioner', 'furnace90', 'airHandler', 'furnace', 'packagedSystem'])
    expect(tabs.at(-1)).toEqual({ type: 'packagedSystem', label: 'Packaged' })
  })

  it('hides a tab with no products to compare', () => {
    expect(comparisonTabs(DEFAULT_TAB_LABELS, ['heatPump', 'airConditioner'])).toEqual([
      { type: 'airConditioner', label: 'Air Conditioner' },
      { type: 'heatPump', label: 'Heat Pump' },
    ])
  })

  it('compares at most four products of the tab type, in order', () => {
    const products = [1, 2, 3, 4, 5].map((n) => ({ productType: 'heatPump' as const, n }))
    const mixed = [{ productType: 'airConditioner' as const, n: 0 }, ...products]
    expect(productsForTab(mixed, 'heatPump').map((p) => p.n)).toEqual([1, 2, 3, 4])
    expect(productsForTab(mixed, 'furnace')).toEqual([])
  })
})

describe('comparison rows', () => {
  it('shows the nine rows in order when the first product has every value', () => {
    expect(comparisonRows([full]).map((r) => r.label)).toEqual([
      'Cooling Strength',
      'Stages',
      'Fuel Type',
      'Speeds',
      'Noise Level',
      'Communicating controls',
      'Energy Savings',
      'ENERGY STAR qualified',
      'Efficiency Rating',
    ])
    expect(COMPARISON_ROWS.every((row) => row.help.length > 20)).toBe(true)
  })

  it('shows a row only when the first product has a value, whatever the others hold', () => {
    const first: ComparableProduct = { ...full, coolingStrength: '', noiseLevel: null, energySavings: '   ' }
    const rows = comparisonRows([first, full])
    expect(rows.map((r) => r.key)).not.toEqual(expect.arrayContaining(['coolingStrength']))
    expect(rows.map((r) => r.key)).toEqual(['stages', 'fuelType', 'speeds', 'communicatingControls', 'energyStarQualified', 'efficiency'])
    // A later product without a value leaves its cell empty.
    const withGap = comparisonRows([full, { ...full, stages: null }])
    expect(withGap.find((r) => r.key === 'stages')?.cells).toEqual(['Two', null])
  })

  it('reads yes/no facts as Yes and No; "no" still counts as a value', () => {
    const rows = comparisonRows([full])
    expect(rows.find((r) => r.key === 'communicatingControls')?.cells).toEqual(['No'])
    expect(rows.find((r) => r.key === 'energyStarQualified')?.cells).toEqual(['Yes'])
  })

  it('has no rows without products', () => {
    expect(comparisonRows([])).toEqual([])
  })

  it('shows the ENERGY STAR badge only for Yes', () => {
    expect(showsEnergyStarBadge(full)).toBe(true)
    expect(showsEnergyStarBadge({ ...full, energyStarQualified: 'no' })).toBe(false)
    expect(showsEnergyStarBadge({ ...full, energyStarQualified: null })).toBe(false)
  })
})
