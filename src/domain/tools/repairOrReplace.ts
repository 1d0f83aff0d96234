/**
 * Repair-or-replace calculator (PB 2, 4, 5, 9; readings 1-4). Pure: no React, no dates from the clock
 * (the caller passes the current year so tests pin it).
 */

export const AGE_MIN = 0
export const AGE_MAX = 20
export const ESTIMATE_MIN = 100
export const ESTIMATE_MAX = 2000
export const ESTIMATE_STEP = 100
/** Reading 1: age x estimate at or above this suggests Replace. */
export const REPLACE_THRESHOLD = 5000
/** PB 9 "Tool loading delay: 3 s" (reading 3: the tool variant only). */
export const TOOL_LOADING_MS = 3000

export type Suggestion = 'repair' | 'replace'

export const SUGGESTION_LABELS: Record<Suggestion, string> = { repair: 'Repair', replace: 'Replace' }

/** Reading 4: "0 years", "1 year", "2 years" ... "20 years". */
export function ageLabel(age: number): string {
  return age === 1 ? '1 year' : `${age} years`
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Whole dollars with thousands separators: 6000 -> "$6,000". */
export function formatDollars(amount: number): string {
  return usd.format(amount)
}

export type Option = { value: number; label: string }

export const AGE_OPTIONS: readonly Option[] = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => ({
  value: AGE_MIN + i,
  label: ageLabel(AGE_MIN + i),
}))

export const ESTIMATE_OPTIONS: readonly Option[] = Array.from(
  { length: (ESTIMATE_MAX - ESTIMATE_MIN) / ESTIMATE_STEP + 1 },
  (_, i) => {
    const value = ESTIMATE_MIN + i * ESTIMATE_STEP
    return { value, label: formatDollars(value) }
  },
)

export function isValidAge(value: number): boolean {
  return Number.isInteger(value) && value >= AGE_MIN && value <= AGE_MAX
}

export function isValidEstimate(value: number): boolean {
  return Number.isInteger(value) && value >= ESTIMATE_MIN && value <= ESTIMATE_MAX && value % ESTIMATE_STEP === 0
}

/** The rule on the product itself, so the boundary is testable at any product (4,900 / 5,000 / 5,100). */
export function suggestionFor(product: number): Suggestion {
  return product >= REPLACE_THRESHOLD ? 'replace' : 'repair'
}

export type RepairResult = { product: number; productText: string; suggestion: Suggestion; suggestionText: string }

export const SUGGESTION_TEXTS: Record<Suggestion, string> = {
  repair:
    'Repair is likely the better value. The age of your system times the repair estimate is under $5,000, so fixing it should cost less than the years of use a new system would give you.',
  replace:
    'Consider replacing. The age of your system times the repair estimate is $5,000 or more, so the money may be better spent on a new, more efficient system.',
}

/** Reading 2: the "product" is age x estimate, shown as currency, beside a suggestion. */
export function repairOrReplace(age: number, estimate: number): RepairResult {
  if (!isValidAge(age)) throw new RangeError(`System age must be a whole number from ${AGE_MIN} to ${AGE_MAX}`)
  if (!isValidEstimate(estimate)) throw new RangeError(`Repair estimate must be $${ESTIMATE_MIN} to $${ESTIMATE_MAX} in steps of $${ESTIMATE_STEP}`)
  const product = age * estimate
  const suggestion = suggestionFor(product)
  return { product, productText: formatDollars(product), suggestion, suggestionText: SUGGESTION_TEXTS[suggestion] }
}
