// Module hooks for `npm run bench:proxy-counting`: a second copy of the proxy whose counting is a
// no-op, so the benchmark can time the same proxy with and without counting in one process. A module
// imported with `?nocount` gets `?nocount` copies of the proxy's experiment step, whose
// `./exposures` import is replaced by a `countExposures` that does nothing. Nothing else changes.
const NO_COUNTING = 'data:text/javascript,export function countExposures() {}'

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  if (!context.parentURL?.endsWith('?nocount')) return resolved
  if (/\/src\/server\/experiments\/exposures\.ts$/.test(resolved.url)) return { url: NO_COUNTING, shortCircuit: true }
  if (/\/src\/server\/experiments\/proxy\.ts$/.test(resolved.url)) return { ...resolved, url: `${resolved.url}?nocount` }
  return resolved
}
