import { unstable_cache } from 'next/cache'
import { nextRuntime } from '@/lib/env'

/**
 * A database read kept in Next's data cache until one of its tags is revalidated. Outside a Next.js
 * server (Vitest, scripts) there is no incremental cache for `unstable_cache` to use, so the read
 * runs directly: this is the one place that makes that switch, and callers call the same function in
 * both.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  options: { tags: string[] },
): (...args: Args) => Promise<Result> {
  const inNext = unstable_cache(read, keyParts, options)
  return (...args) => (nextRuntime() ? inNext(...args) : read(...args))
}
