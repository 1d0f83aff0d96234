/**
 * The street-address rule of every lead form and the lead intake (readings 46).
 *
 * The spec's "digits followed by one or more words of letters, digits, slash, dot or hyphen",
 * read literally, refuses real addresses (`123 Main St, Apt 4`, `12 O'Brien Rd`, `77 #B Elm St`,
 * Canada Post's French `1010, rue de la Gauchetière`). So:
 * - it starts with a house number: a digit, optionally with a suffix glued to it (`123A`,
 *   `12-14`, `1/2`), and in the French form a comma after it (`1010, rue ...`);
 * - then, after a space, words of letters of any script (accents, also typed as combining marks),
 *   digits and `, . ' ’ # & / -`;
 * - and at least one letter after the number: a street has a name (`123 456` is refused).
 */
const HOUSE_NUMBER = String.raw`\d[\p{L}\p{M}\d/.\-]*,?`
const WORD = String.raw`[\p{L}\p{M}\d,.'’#&/\-]+`
const STREET_ADDRESS_PATTERN = new RegExp(String.raw`^${HOUSE_NUMBER}(?=.*\p{L})(?:\s+${WORD})+$`, 'u')

export function isValidStreetAddress(value: string): boolean {
  return STREET_ADDRESS_PATTERN.test(value.trim())
}
