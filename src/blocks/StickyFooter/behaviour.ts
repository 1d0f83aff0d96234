/** Share of the sticky area in view at which the footer docks (spec: observer threshold 0.065). */
export const STICKY_FOOTER_DOCK_RATIO = 0.065
/** The spec sets the observer up 2 s after the page loads. */
export const STICKY_FOOTER_OBSERVER_DELAY_MS = 2000
