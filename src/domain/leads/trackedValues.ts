/**
 * Page forms keep Submit disabled until every tracked value is set (spec section 4): the required
 * fields, and the contact opt-in where the form has one (readings 16, 42). Comments are optional.
 */
export const CONTACT_US_PAGE_TRACKED = ['firstName', 'lastName', 'email', 'phone', 'addressLine1', 'city', 'state', 'zip', 'reason', 'owner', 'contactMethod', 'contactOptIn'] as const
export const CUSTOMER_CARE_TRACKED = ['serviceType', 'firstName', 'lastName', 'email', 'phone', 'zip', 'country', 'owner', 'contactMethod'] as const

/** Set means: text that is not blank, a choice made, a box ticked. */
export function trackedValuesSet(values: Readonly<Record<string, unknown>>, tracked: readonly string[]): boolean {
  return tracked.every((name) => {
    const value = values[name]
    if (typeof value === 'boolean') return value
    if (typeof value === 'string') return value.trim() !== ''
    return value !== undefined && value !== null
  })
}
