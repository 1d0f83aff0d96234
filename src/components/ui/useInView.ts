import { useEffect, useState } from 'react'

/**
 * Whether an element is in the window, for moving content that should rest where nobody sees it (a
 * background video, a slide show). True until the browser's first answer says otherwise, so what is
 * on screen at load starts at once; true while there is no element yet.
 */
export function useInView(element: Element | null | undefined): boolean {
  const [inView, setInView] = useState(true)
  useEffect(() => {
    if (!element) return
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1]
      if (entry) setInView(entry.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return inView
}
