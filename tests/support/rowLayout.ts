import { afterAll, beforeAll } from 'vitest'

/**
 * happy-dom lays nothing out, and a carousel (Embla) measures its track and slides to find its pages.
 * For a component test, this gives one row layout for the test file: the track `view` px wide, each
 * slide `slide` px wide, side by side with no gap, moved sideways by the track's translate3d as in a
 * browser. Only elements with the given classes get sizes; the rest keep happy-dom's zeros. Embla also
 * reads the last slide's margin, which happy-dom computes only from a stylesheet (a browser's default
 * is 0px, as the site's CSS leaves it). Installed before the file's tests, removed after them.
 */
export function layOutRow({ viewport, track, slide, view, slideWidth }: { viewport: string; track: string; slide: string; view: number; slideWidth: number }) {
  const is = (el: Element, name: string) => el.classList.contains(name)
  const index = (el: HTMLElement) => [...el.parentElement!.children].indexOf(el)
  const shift = (el: HTMLElement) => Number(/translate3d\((-?[\d.]+)px/.exec(el.style.transform)?.[1] ?? 0)
  const measures: Record<'offsetWidth' | 'offsetLeft' | 'offsetHeight' | 'offsetTop', (el: HTMLElement) => number> = {
    offsetWidth: (el) => (is(el, track) || is(el, viewport) ? view : is(el, slide) ? slideWidth : 0),
    offsetLeft: (el) => (is(el, slide) ? index(el) * slideWidth : 0),
    offsetHeight: (el) => (is(el, track) || is(el, slide) || is(el, viewport) ? 200 : 0),
    offsetTop: () => 0,
  }
  const rect = (el: HTMLElement): DOMRect => {
    const left = is(el, slide) ? index(el) * slideWidth + shift(el.parentElement!) : 0
    const width = is(el, slide) ? slideWidth : is(el, track) || is(el, viewport) ? view : 0
    return new DOMRect(left, 0, width, width ? 200 : 0)
  }
  const style = document.createElement('style')
  style.textContent = `.${slide} { margin: 0px; }`
  const saved = new Map<string, PropertyDescriptor | undefined>()
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>

  beforeAll(() => {
    document.head.append(style)
    for (const [name, measure] of Object.entries(measures)) {
      saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name))
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: function (this: HTMLElement) { return measure(this) } })
    }
    saved.set('getBoundingClientRect', Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'getBoundingClientRect'))
    Object.defineProperty(HTMLElement.prototype, 'getBoundingClientRect', { configurable: true, writable: true, value: function (this: HTMLElement) { return rect(this) } })
  })
  afterAll(() => {
    style.remove()
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor)
      else delete proto[name]
    }
  })
}
