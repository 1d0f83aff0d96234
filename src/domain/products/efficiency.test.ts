import { describe, expect, it } from 'vitest'
import { efficiencyExplanation } from './efficiency'

describe('efficiency explanation by product type', () => {
  it('explains SEER for air conditioners, AFUE for every furnace, SEER and HSPF for heat pumps', () => {
    expect(efficiencyExplanation('airConditioner')?.ratings).toBe('SEER')
    expect(efficiencyExplanation('furnace80')?.ratings).toBe('AFUE')
    expect(efficiencyExplanation('furnace90')?.ratings).toBe('AFUE')
    expect(efficiencyExplanation('furnace')?.ratings).toBe('AFUE')
    expect(efficiencyExplanation('heatPump')?.ratings).toBe('SEER and HSPF')
    expect(efficiencyExplanation('heatPump')?.text).toMatch(/HSPF \(Heating Seasonal Performance Factor\)/)
  })

  it('has none for air handlers', () => {
    expect(efficiencyExplanation('airHandler')).toBeNull()
  })
})
