/**
 * WCAG 2.2 "focus not obscured": while `bar` sits fixed over the page, a focused element it would
 * cover (tabbing onto a link behind it) is scrolled clear of it. Call it when the bar becomes fixed:
 * a keyboard focus already under it then (the move that scrolled the page and pinned the bar) is
 * cleared too. Returns the clean-up.
 */
export function keepFocusClear(bar: HTMLElement, edge: 'top' | 'bottom', margin = 8): () => void {
  let frame = 0
  const clearOf = (target: Element) => {
    if (bar.contains(target)) return
    cancelAnimationFrame(frame)
    // After the browser's own scroll-into-view of the focused element.
    frame = requestAnimationFrame(() => {
      const covered = bar.getBoundingClientRect()
      const rect = target.getBoundingClientRect()
      if (rect.bottom <= covered.top || rect.top >= covered.bottom) return
      const delta = edge === 'bottom' ? rect.bottom - covered.top + margin : rect.top - covered.bottom - margin
      window.scrollBy({ top: delta, behavior: 'instant' })
    })
  }
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element) clearOf(event.target)
  }
  // Only a keyboard focus (:focus-visible): a link clicked with the mouse keeps focus but is not
  // what the visitor is looking at.
  const active = document.activeElement
  if (active instanceof HTMLElement && active !== document.body && active.matches(':focus-visible')) clearOf(active)
  document.addEventListener('focusin', onFocusIn)
  return () => {
    cancelAnimationFrame(frame)
    document.removeEventListener('focusin', onFocusIn)
  }
}

/** Keeps `area` as tall as `bar`, so the page does not jump when the bar leaves the flow. */
export function reserveHeight(area: HTMLElement, bar: HTMLElement): () => void {
  const observer = new ResizeObserver(() => {
    area.style.minHeight = `${bar.offsetHeight}px`
  })
  observer.observe(bar)
  return () => observer.disconnect()
}
