/**
 * Beyond the spec (issue 15): what the calculator adds to its result for a system of a given age:
 * the refrigerant it most likely holds and where that refrigerant stands, and an estimated range of
 * yearly cooling-energy savings for a new system. Efficiency by age uses only the spec's figures
 * (PB 9 "old SEER 8 to 9, new 13 to 22; savings compared with a 10 SEER unit").
 */

export type Refrigerant = 'r22' | 'r410a' | 'r410aOrNew' | 'lowGwp'

export type RefrigerantStatus = { refrigerant: Refrigerant; title: string; text: string }

/** R-22 could not go into new systems from 2010 (PB 9); production and import ended 2020-01-01. */
const R22_NEW_SYSTEMS_ENDED = 2010
/** EPA Technology Transitions rule: R-410A split systems not made from 2025-01-01, not installed new from 2026-01-01. */
const R410A_MANUFACTURE_ENDED = 2025
const R410A_INSTALL_ENDED = 2026

export const REFRIGERANT_TEXTS: Record<Refrigerant, Omit<RefrigerantStatus, 'refrigerant'>> = {
  r22: {
    title: 'Your system most likely uses R-22',
    text: 'R-22 could not be used in new systems from 2010, and its production and import in the US ended in 2020. A system that leaks can only be recharged with recovered or reclaimed R-22, which is scarce and expensive.',
  },
  r410a: {
    title: 'Your system most likely uses R-410A',
    text: 'Under the EPA Technology Transitions rule, R-410A split systems have not been made since January 1, 2025, and may not be installed new since January 1, 2026. Your system can still be serviced and recharged with R-410A.',
  },
  r410aOrNew: {
    title: 'Your system uses R-410A or a newer refrigerant',
    text: 'Systems installed in 2025 may hold R-410A (no longer made for new split systems since January 1, 2025) or a newer lower-impact refrigerant such as R-454B or R-32. The nameplate on the outdoor unit says which. Either can still be serviced.',
  },
  lowGwp: {
    title: 'Your system most likely uses a newer refrigerant',
    text: 'New split systems installed since January 1, 2026 use lower-impact refrigerants such as R-454B or R-32, so the refrigerant is not a reason to replace it.',
  },
}

/** The refrigerant a system installed `age` years before `currentYear` most likely holds. */
export function refrigerantStatus(age: number, currentYear: number): RefrigerantStatus {
  const installed = currentYear - age
  const refrigerant: Refrigerant =
    installed < R22_NEW_SYSTEMS_ENDED
      ? 'r22'
      : installed < R410A_MANUFACTURE_ENDED
        ? 'r410a'
        : installed < R410A_INSTALL_ENDED
          ? 'r410aOrNew'
          : 'lowGwp'
  return { refrigerant, ...REFRIGERANT_TEXTS[refrigerant] }
}

/** PB 9 "other figures". */
export const OLD_SEER = { min: 8, max: 9 } as const
export const BASELINE_SEER = 10
export const NEW_SEER = { min: 13, max: 22 } as const

/** Seasonal efficiency a system of this age most likely has, from the spec's figures only. */
export function estimatedSeer(age: number): { min: number; max: number } {
  // 15+ years: the spec's "old" 8-9 SEER. 10-14: the 10 SEER the spec compares against (and the
  // dealer guidance's replace line). Under 10: the low end of today's range, 13.
  if (age >= 15) return { ...OLD_SEER }
  if (age >= 10) return { min: BASELINE_SEER, max: BASELINE_SEER }
  return { min: NEW_SEER.min, max: NEW_SEER.min }
}

export type SavingsRange = { oldSeer: { min: number; max: number }; minPercent: number; maxPercent: number }

/**
 * Energy for the same cooling scales with 1/SEER, so a new system saves 1 - old/new. The range runs
 * from the best old unit against the entry-level new one to the worst old unit against the best new
 * one, in whole percent (rounded down: an estimate should not overpromise).
 */
export function coolingSavingsRange(age: number): SavingsRange {
  const oldSeer = estimatedSeer(age)
  const saving = (oldValue: number, newValue: number) => Math.max(0, Math.floor((1 - oldValue / newValue) * 100))
  return { oldSeer, minPercent: saving(oldSeer.max, NEW_SEER.min), maxPercent: saving(oldSeer.min, NEW_SEER.max) }
}

export function savingsRangeText(range: SavingsRange): string {
  const seer = range.oldSeer.min === range.oldSeer.max ? `${range.oldSeer.min}` : `${range.oldSeer.min} to ${range.oldSeer.max}`
  return `A new system rated ${NEW_SEER.min} to ${NEW_SEER.max} SEER could use about ${range.minPercent}% to ${range.maxPercent}% less energy for cooling each year than a system of this age (most likely rated about ${seer} SEER).`
}

export type Source = { label: string; url: string }

/** Cited on the page under the result. */
export const INSIGHT_SOURCES: readonly Source[] = [
  {
    label: 'US EPA: Residential air conditioning and the phaseout of HCFC-22 (R-22)',
    url: 'https://www.epa.gov/ods-phaseout/residential-air-conditioning-and-phaseout-hcfc-22-what-you-need-know',
  },
  {
    label: 'US EPA: Technology Transitions rule under the AIM Act (HFC restrictions by sector)',
    url: 'https://www.epa.gov/climate-hfcs-reduction/technology-transitions',
  },
  { label: 'US DOE Energy Saver: Central air conditioning (SEER ratings)', url: 'https://www.energy.gov/energysaver/central-air-conditioning' },
]
