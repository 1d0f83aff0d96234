import { poolReserve } from './leaseNumber'

/**
 * What a pool's admin screen says about its supply of numbers: how many are in use now, and
 * whether visitors were ever left without a tracking number because the pool had none to give.
 */
export interface PoolSupplyInput {
  /** Numbers in the pool (duplicates counted once). */
  readonly numbers: readonly string[]
  /** Numbers leased to a session right now. */
  readonly inUse: number
  /** When /api/whodis last had to refuse a visitor because every number was held (ISO), if ever. */
  readonly lastRanDryAt?: string | null
  /** How many visitors it refused so. */
  readonly timesRanDry?: number | null
}

export interface PoolSupplyNote {
  /** 'dry' when the pool has run out of numbers at least once. */
  readonly tone: 'ok' | 'dry'
  readonly lines: readonly string[]
}

const WHEN = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export function poolSupplyNote({ numbers, inUse, lastRanDryAt, timesRanDry }: PoolSupplyInput): PoolSupplyNote {
  const size = new Set(numbers).size
  if (size === 0) return { tone: 'ok', lines: ['This pool has no numbers yet: visitors get none until you add some.'] }
  const reserve = poolReserve(size)
  const usage = `${Math.min(inUse, size)} of ${plural(size, 'number', 'numbers')} in use right now${
    reserve > 0 ? `; the last ${plural(reserve, 'free number is', 'free numbers are')} kept for visitors who have none yet` : ''
  }.`
  const dryAt = lastRanDryAt ? new Date(lastRanDryAt) : null
  if (!dryAt || Number.isNaN(dryAt.getTime())) return { tone: 'ok', lines: [usage, 'This pool has never run out of numbers.'] }
  const times = Math.max(1, timesRanDry ?? 1)
  return {
    tone: 'dry',
    lines: [
      `This pool ran out of numbers, last on ${WHEN.format(dryAt)}: ${plural(times, 'visitor', 'visitors')} got no tracking number in all (dealer cards showed “N/A”, phone-number widgets their default number).`,
      'Add numbers to the pool so every visitor gets one.',
      usage,
    ],
  }
}
