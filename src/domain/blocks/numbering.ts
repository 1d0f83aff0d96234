/**
 * Numbers shown beside list items (step blocks, big number list). An editor may type a number or a
 * short figure ("20%", "24/7"); an item left empty continues the count from the previous number, so
 * inserting a step does not mean renumbering every other one by hand.
 */
export function itemNumbers(values: readonly (string | number | null | undefined)[]): string[] {
  let last = 0
  return values.map((value) => {
    const text = value === null || value === undefined ? '' : String(value).trim()
    if (text === '') {
      last += 1
      return String(last)
    }
    const asInteger = /^\d+$/.test(text) ? Number(text) : null
    if (asInteger !== null) last = asInteger
    return text
  })
}
