import { useSyncExternalStore } from 'react'

/**
 * Whether an interactive widget's script is ready, as one attribute on its root element:
 * `data-hydrated="false"` in the server HTML and while the widget's code is still loading,
 * `data-hydrated="true"` once React has hydrated it. Tests wait for it instead of retrying a click,
 * and the page's early-events script (EARLY_EVENTS_SCRIPT) holds a visitor's clicks and keys inside
 * a widget that is not ready yet and replays them once it is, so a click before hydration is queued,
 * not lost.
 */
export type HydratedAttribute = { 'data-hydrated': 'true' | 'false' }

const subscribe = () => () => undefined

/** False on the server and during hydration, true from the first render after it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/** Spread on a widget's root element; pass `ready` when the widget is ready later than hydration (a slider whose carousel has started). */
export function useHydratedAttribute(ready = true): HydratedAttribute {
  const hydrated = useHydrated()
  return { 'data-hydrated': hydrated && ready ? 'true' : 'false' }
}
