/**
 * WCAG 2.2 "focus not obscured": while `bar` sits fixed over the page, a focused element it would
 * cover (tabbing onto a link behind it) is scrolled clear of it. Returns the clean-up.
 */
export function keepFocusClear(bar: HTMLElement, edge: 'top' | 'bottom', margin = 8): () => void {
  let frame = 0
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof Element) || bar.contains(target)) return
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
