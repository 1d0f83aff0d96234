/**
 * In-process change counter for the dealer search index. Dealer hooks bump it; the index
 * (dealerSearchIndex.ts) rebuilds lazily when the number it was built at is behind.
 *
 * Kept on globalThis: Next may load a module once per route bundle, and a bump made while
 * the admin saves a dealer must be seen by the /api/dealers/* handlers of the same process.
 */
const KEY = Symbol.for('hvac.dealerIndexVersion')
type Holder = { [KEY]?: number }

export function dealerIndexVersion(): number {
  return (globalThis as Holder)[KEY] ?? 0
}

export function bumpDealerIndex(): void {
  const holder = globalThis as Holder
  holder[KEY] = (holder[KEY] ?? 0) + 1
}
