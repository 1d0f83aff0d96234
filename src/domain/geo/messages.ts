/**
 * The place search's messages, in a module of their own: a search form in the browser shows them
 * without the geo index and its region tables.
 */
export const GEO_MESSAGES = {
  required: 'Zip code or city is required',
  invalidPostalCode: 'Please enter a valid zip or postal code',
} as const
