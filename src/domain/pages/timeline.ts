/** Timeline entries in year order, entries without a valid year dropped (an editor's slip never breaks the page). */
export function sortTimeline<T extends { year?: number | null }>(entries: readonly T[] | null | undefined): (T & { year: number })[] {
  return (entries ?? [])
    .filter((e): e is T & { year: number } => typeof e.year === 'number' && Number.isInteger(e.year))
    .slice()
    .sort((a, b) => a.year - b.year)
}
