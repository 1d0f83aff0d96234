/** The spec's warning for a button without tracking text, and the text sent in its place. */
export const UNTRACKED_CLICK_WARNING = 'Improperly tracked clickable element'
export const UNTRACKED_CLICK_TEXT = 'N/A'

/**
 * The dataLayer event every click on a link or button sends:
 * `{ event: 'cta_click', click_text, click_url, block }` (block: the `data-block` slug around it).
 */
export const CLICK_EVENT = 'cta_click'

/** What a visitor can click: links, buttons and what acts like one, and anything named for tracking. */
export const CLICKABLE_SELECTOR =
  'a[href], button, summary, input[type="submit"], input[type="button"], [role="button"], [role="link"], [role="tab"], [data-track]'

/** Where a click happened: the page area (header, footer, a modal) or block around it names it. */
export const TRACK_AREA_ATTRIBUTE = 'data-track-area'

const MAX_LABEL = 100

export function clickTrackingText(text: string | null | undefined): { text: string; missing: boolean; warning: string } {
  const trimmed = text?.trim() ?? ''
  return { text: trimmed || UNTRACKED_CLICK_TEXT, missing: !trimmed, warning: UNTRACKED_CLICK_WARNING }
}

/** What the click tracker knows of a clicked element. */
export type ClickedElement = {
  /** Its `data-track` (null when it has none): an editor's "Name in analytics" or a name the code gives. */
  track: string | null
  /** The `data-track-area` or block slug around it. */
  area: string | null
  /** What it says: its accessible label or text. */
  label: string | null
}

/**
 * The name a click is reported under: the element's own tracking text; else, inside a named area or a
 * block, "<area>: <what it says>" (a menu link, an accordion toggle, a slider arrow); else 'N/A', and
 * `missing` asks for the spec's warning (so does an element named 'N/A' or nothing on purpose: a CMS
 * link whose editor left "Name in analytics" empty).
 */
export function clickName({ track, area, label }: ClickedElement): { text: string; missing: boolean } {
  if (track !== null) {
    const own = clickTrackingText(track)
    return { text: own.text, missing: own.text === UNTRACKED_CLICK_TEXT }
  }
  const words = label?.replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL)
  const where = area?.trim()
  return where && words ? { text: `${where}: ${words}`, missing: false } : { text: UNTRACKED_CLICK_TEXT, missing: true }
}
