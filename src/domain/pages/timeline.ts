/** The years the spec's company history timeline covers. */
export const HISTORY_YEARS = [1885, 1910, 1923, 1931, 1938, 1970, 1984, 2008] as const

/** Timeline entries in year order, entries without a valid year dropped (an editor's slip never breaks the page). */
export function sortTimeline<T extends { year?: number | null }>(entries: readonly T[] | null | undefined): (T & { year: number })[] {
  return (entries ?? [])
    .filter((e): e is T & { year: number } => typeof e.year === 'number' && Number.isInteger(e.year))
    .slice()
    .sort((a, b) => a.year - b.year)
}
