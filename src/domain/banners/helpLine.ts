/** Customer-service help card (page-blocks spec, sections 2 and 9): the help line's hours, exactly as the spec writes them. */
export const HELP_LINE_HOURS = 'Mon-Fri 7am-5pm CST'

/** Ours: the card's default heading. */
export const HELP_CARD_DEFAULT_HEADING = 'Customer service'

/** The hours an editor set, or the spec's when the field is empty. */
export function helpLineHours(hours: string | null | undefined): string {
  const trimmed = hours?.trim()
  return trimmed ? trimmed : HELP_LINE_HOURS
}
