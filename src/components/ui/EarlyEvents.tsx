/**
 * Runs in the page before any of its scripts: a visitor's click, key, choice or focus inside a
 * widget whose script is not ready yet (`data-hydrated="false"`, see hydration.ts) is held and
 * replayed once the widget marks itself ready. Without it, React drops such an event (a tap on
 * "Get results" while the calculator's code is still on its way does nothing). Links and search
 * forms are not held: they work without a script.
 */
function holdEarlyEvents() {
  const PENDING = '[data-hydrated="false"]'
  const KEYS = /^(Enter| |Escape|Arrow(Up|Down|Left|Right)|Home|End)$/
  type Held = { type: string; target: Element; key?: string; code?: string; shiftKey?: boolean; value?: string }
  type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  const isField = (el: Element): el is Field => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
  const held: Held[] = []
  const pendingRegion = (el: Element) => el.closest(PENDING)
  // A search form with an action (or role="search") works without a script: it goes its own way.
  function submitsNatively(event: Event, target: Element) {
    let form: Element | null = null
    if (event.type === 'submit') form = target
    else if (event.type === 'click') {
      const control = target.closest('button, input')
      if ((control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit') form = control.form
    }
    return form instanceof HTMLFormElement && form.matches('[action], [role="search"]')
  }

  function hold(event: Event) {
    const target = event.target
    if (!(target instanceof Element) || !pendingRegion(target)) return
    if (event.type === 'click' && target.closest('a[href]')) return
    if (submitsNatively(event, target)) return
    const key = event instanceof KeyboardEvent ? event : undefined
    if (key && !KEYS.test(key.key)) return
    const last = held[held.length - 1]
    // Typing: the field's last value is what counts.
    if ((event.type === 'input' || event.type === 'change') && last?.type === event.type && last.target === target) held.pop()
    // A field's value as the visitor left it: hydration renders the field's initial value again.
    const value = (event.type === 'input' || event.type === 'change') && isField(target) ? target.value : undefined
    held.push({ type: event.type, target, key: key?.key, code: key?.code, shiftKey: key?.shiftKey, value })
    // A click's default (submitting a form, toggling a checkbox) happens on replay, with the
    // script there to handle it. A key's default stays: Enter on a button still makes its click.
    if (event.type === 'click' || event.type === 'submit') event.preventDefault()
    event.stopImmediatePropagation()
  }

  function replay(item: Held) {
    const el = item.target
    // A click on the icon inside a button too: it bubbles to the button, whose activation (submitting
    // its form) runs as for a real click.
    if (item.type === 'click') {
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, detail: 1 }))
      return
    }
    if (item.type === 'keydown') {
      el.dispatchEvent(new KeyboardEvent('keydown', { key: item.key, code: item.code, shiftKey: item.shiftKey, bubbles: true, cancelable: true }))
      return
    }
    if (item.type === 'focusin') {
      if (document.activeElement === el) el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      return
    }
    if (item.value !== undefined && isField(el)) {
      // Back to the visitor's value. React tracks a text field's value (the one it saw at hydration,
      // maybe already this one): set the tracked value to '' first, then the visitor's past it, so
      // the event reads as the change it was.
      if (!(el instanceof HTMLSelectElement)) el.value = ''
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, item.value)
    }
    el.dispatchEvent(new Event(item.type, { bubbles: true, cancelable: item.type === 'submit' }))
  }

  // One event per task, in the order they happened: the widget re-renders between them (a choice
  // is in its state before the click that submits it).
  let scheduled = false
  function flush() {
    scheduled = false
    for (let i = 0; i < held.length; i++) {
      const item = held[i]!
      if (!item.target.isConnected) held.splice(i--, 1)
      else if (!pendingRegion(item.target)) {
        held.splice(i, 1)
        replay(item)
        schedule()
        return
      }
    }
  }
  function schedule() {
    if (held.length && !scheduled) {
      scheduled = true
      setTimeout(flush, 0)
    }
  }

  for (const type of ['click', 'keydown', 'focusin', 'input', 'change', 'submit']) document.addEventListener(type, hold, true)
  // After the commit that marked a widget ready (its effects included), in the order they happened.
  new MutationObserver(schedule).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

export const EARLY_EVENTS_SCRIPT = `(${holdEarlyEvents.toString()})()`

/** The script above, first in the body so it runs before the visitor can reach anything. */
export function EarlyEvents() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }} />
}
