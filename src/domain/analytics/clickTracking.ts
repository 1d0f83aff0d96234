/** The spec's warning for a button without tracking text, and the text sent in its place. */
export const UNTRACKED_CLICK_WARNING = 'Improperly tracked clickable element'
export const UNTRACKED_CLICK_TEXT = 'N/A'

/**
 * The dataLayer event a tracked button or link sends when clicked:
 * `{ event: 'cta_click', click_text, click_url, block }` (block: the `data-block` slug around it).
 */
export const CLICK_EVENT = 'cta_click'

export function clickTrackingText(text: string | null | undefined): { text: string; missing: boolean; warning: string } {
  const trimmed = text?.trim() ?? ''
  return { text: trimmed || UNTRACKED_CLICK_TEXT, missing: !trimmed, warning: UNTRACKED_CLICK_WARNING }
}
