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

export type RepairResult = {
  product: number
  productText: string
  suggestion: Suggestion
  /** The verdict card's heading: plain words, no arithmetic (issue 42: the product read like a price). */
  headline: string
  suggestionText: string
  /** The spec's rule with this result's figures, shown under the verdict as the reasoning. */
  explanation: string
}

export const SUGGESTION_HEADLINES: Record<Suggestion, string> = {
  repair: 'Repairing is likely the better value',
  replace: 'Replacing is likely the better value',
}

export const SUGGESTION_TEXTS: Record<Suggestion, string> = {
  repair: 'For a system this age, the repair is small next to the years of use you can still expect from it.',
  replace:
    'For a system this age, the repair is large next to the use left in it. The money may be better spent on a new, more efficient system that comes with a new warranty.',
}

function explanationFor(age: number, estimate: number, productText: string, suggestion: Suggestion): string {
  const sum = `${ageLabel(age)} × ${formatDollars(estimate)} repair estimate = ${productText}.`
  const threshold = formatDollars(REPLACE_THRESHOLD)
  const verdict =
    suggestion === 'replace'
      ? `That is ${threshold} or more, the point from which replacing is usually the better value.`
      : `That is under ${threshold}, so repairing is usually the better value.`
  return `How we worked it out: the age of the system times the repair estimate. ${sum} ${verdict} It is a rule of thumb, not a price.`
}

/** Reading 2: the "product" is age x estimate, shown as currency (in the explanation), beside a suggestion. */
export function repairOrReplace(age: number, estimate: number): RepairResult {
  if (!isValidAge(age)) throw new RangeError(`System age must be a whole number from ${AGE_MIN} to ${AGE_MAX}`)
  if (!isValidEstimate(estimate)) throw new RangeError(`Repair estimate must be $${ESTIMATE_MIN} to $${ESTIMATE_MAX} in steps of $${ESTIMATE_STEP}`)
  const product = age * estimate
  const suggestion = suggestionFor(product)
  const productText = formatDollars(product)
  return {
    product,
    productText,
    suggestion,
    headline: SUGGESTION_HEADLINES[suggestion],
    suggestionText: SUGGESTION_TEXTS[suggestion],
    explanation: explanationFor(age, estimate, productText, suggestion),
  }
}
