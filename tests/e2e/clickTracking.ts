import { expect, type Locator, type Page } from '@playwright/test'

// Issue 26 item 9: every clickable element is tracked. Each click on a link or button sends one
// cta_click with a name; one without a name sends 'N/A' and warns 'Improperly tracked clickable
// element' (page-blocks spec, section 8). The site walk (crawl.spec.ts) clicks everything on every
// page it visits; click-tracking.spec.ts names single elements.

/** What a visitor can click: links and buttons, and what acts like one. */
const CLICKABLE = 'a[href], button, summary, [role="button"], [role="link"], [role="tab"], input[type="submit"], input[type="button"]'

export type Click = { what: string; events: { click_text?: unknown; click_url?: unknown }[]; warnings: number }

/**
 * Clicks once, without leaving the page, each element matching `selector` inside `scope` (or
 * `scope` itself when `selector` is null): a listener on <body> (after the document-level click
 * tracker, before the element's and React's own handlers) cancels the click, so nothing navigates,
 * submits, opens or toggles. Returns, per click, the cta_click events it sent and the warnings it
 * logged (console.warn is watched, not replaced). Runs in the page.
 */
function clickWithin(scope: Element, selector: string | null): Click[] {
  const cancel = (event: Event) => {
    event.preventDefault()
    event.stopPropagation()
  }
  const layer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []
  let warnings = 0
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).includes('Improperly tracked clickable element')) warnings++
    warn.apply(console, args)
  }
  document.body.addEventListener('click', cancel, true)
  try {
    const elements = selector === null ? [scope] : [...scope.querySelectorAll(selector)]
    return (
      elements
        // A disabled control takes no click, from a visitor or from us.
        .filter((el) => !el.matches(':disabled'))
        .map((el) => {
          const [before, warnedBefore] = [layer().length, warnings]
          el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
          const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
          return {
            what: `<${el.tagName.toLowerCase()}> "${label}" ${el.getAttribute('href') ?? ''}`,
            events: layer()
              .slice(before)
              .filter((e) => e.event === 'cta_click'),
            warnings: warnings - warnedBefore,
          }
        })
    )
  } finally {
    document.body.removeEventListener('click', cancel, true)
    console.warn = warn
  }
}

/** Every link and button of the page, clicked once (see clickWithin). */
export function clickEverything(page: Page): Promise<Click[]> {
  return page.locator('html').evaluate(clickWithin, CLICKABLE)
}

/** What one click on the located element sends (cancelled, as above). */
async function clickOf(locator: Locator): Promise<Click> {
  const [click] = await locator.evaluate(clickWithin, null)
  return click!
}

/** The name a click on this element is reported under (asserting it sends exactly one event). */
export async function nameOf(locator: Locator): Promise<unknown> {
  const { what, events } = await clickOf(locator)
  expect(events, what).toHaveLength(1)
  return events[0]!.click_text
}

/** The block gallery shows every block from its fixtures, some of whose CMS links have no name in analytics. */
export const GALLERY = '/block-gallery/'

/** What is wrong with the clicks of one page (every click one cta_click with a name; N/A only in the gallery, with its warning). */
export function clickProblems(path: string, clicks: Click[]): { problems: string[]; clicked: number; unnamed: number } {
  const problems: string[] = []
  let unnamed = 0
  for (const { what, events, warnings } of clicks) {
    const text = events[0]?.click_text
    if (events.length !== 1) problems.push(`${path}: ${what} sent ${events.length} cta_click events`)
    else if (typeof text !== 'string' || text.trim() === '') problems.push(`${path}: ${what} sent no click_text`)
    else if (text === 'N/A') {
      unnamed++
      if (warnings !== 1) problems.push(`${path}: ${what} sent N/A with ${warnings} warnings`)
      // The seed names its links; only the gallery shows fixtures left without a name.
      if (path !== GALLERY) problems.push(`${path}: ${what} has no name in analytics`)
    } else if (warnings !== 0) problems.push(`${path}: ${what} named "${text}" but warned`)
  }
  return { problems, clicked: clicks.length, unnamed }
}
