/**
 * Whether a system of a given age may still have warranty coverage, for the repair-or-replace verdict
 * (issue 42). The terms are the spec's (PB 9 "Warranty: base limited about 5 years; registered within
 * 60 days of installation about 10 years; parts only"), shown as "5-year" / "10-year" (reading 43).
 */

export const BASE_WARRANTY_YEARS = 5
export const REGISTERED_WARRANTY_YEARS = 10
export const REGISTER_WITHIN_DAYS = 60

export type WarrantyHint = { coverage: 'base' | 'registered'; title: string; text: string }

/**
 * The age choices are whole years, so "5 years" may be 5 years and some months: only an age under a
 * term counts as inside it. Ten years and older: nothing to say (the limited warranty has run out).
 */
export function warrantyHint(age: number): WarrantyHint | null {
  if (!Number.isFinite(age) || age < 0 || age >= REGISTERED_WARRANTY_YEARS) return null
  if (age < BASE_WARRANTY_YEARS) {
    return {
      coverage: 'base',
      title: 'Your system is probably still under warranty',
      text: `A system this young is most likely inside its ${BASE_WARRANTY_YEARS}-year limited warranty, or the ${REGISTERED_WARRANTY_YEARS}-year one if it was registered within ${REGISTER_WITHIN_DAYS} days of installation. The warranty covers parts, not labor: ask your dealer to check it before you pay for parts.`,
    }
  }
  return {
    coverage: 'registered',
    title: 'Your system may still be under warranty',
    text: `If it was registered within ${REGISTER_WITHIN_DAYS} days of installation, its ${REGISTERED_WARRANTY_YEARS}-year limited warranty may still cover parts (not labor). Ask your dealer to check it before you pay for parts.`,
  }
}
