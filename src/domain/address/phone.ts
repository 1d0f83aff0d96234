import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * Normalises a phone number to E.164 (`+15555550123`), or null when it cannot be one.
 *
 * Why `isPossible` and not `isValid`: `isValid` checks the number against the live
 * numbering plan and rejects the fictional 555 numbers used in sample data and demos
 * (and any area code libphonenumber's metadata does not know yet). We only need a number a
 * dealer can dial, so we check length (`isPossible`) plus the NANP syntax itself: area
 * code and exchange both start with 2-9. That accepts "(555) 555-0123" and rejects
 * "(123) 456-7890".
 *
 * By default only NANP (+1: US and Canada) numbers are accepted; `international: true`
 * lets any possible number through (customer care accepts country "Other").
 */
const MAX_PHONE_INPUT_LENGTH = 40
const NANP_NATIONAL_NUMBER = /^[2-9]\d{2}[2-9]\d{6}$/

export interface ToE164Options {
  readonly international?: boolean
}

export function toE164(phone: string, options: ToE164Options = {}): string | null {
  const input = phone.trim()
  if (input === '' || input.length > MAX_PHONE_INPUT_LENGTH) return null
  // Letters would be read as a vanity number ("1-800-FLOWERS"); only a trailing extension
  // ("x12", "ext. 12") may hold any, and E.164 drops it.
  if (/\p{L}/u.test(input.replace(/\s*(?:ext\.?|x)\s*\d+$/i, ''))) return null
  const parsed = parsePhoneNumberFromString(input, 'US')
  if (!parsed || !parsed.isPossible()) return null
  if (parsed.countryCallingCode === '1') {
    return NANP_NATIONAL_NUMBER.test(parsed.nationalNumber) ? parsed.number : null
  }
  return options.international ? parsed.number : null
}
