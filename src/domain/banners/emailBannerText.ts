/**
 * The newsletter form's one text it needs before its rules load (they may fail to load, offline). No
 * imports: the form is in every page's footer, and the lead messages are a dictionary of both languages.
 */

/** Ours: the spec shows no failure text. */
export const NEWSLETTER_FAILURE_MESSAGE = 'We could not save your email right now. Please try again.'
