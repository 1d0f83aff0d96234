/**
 * Spec: "digits followed by one or more words of letters, digits, slash, dot or hyphen".
 * Two readings we chose, both lenient only where a real address would otherwise fail:
 * - "letters" means any Unicode letter (Canadian street names such as "Rue Saint-André");
 * - the house number may carry a suffix glued to it ("123A", "12-14", "1/2"), as long as it
 *   starts with a digit.
 * Commas, "#" and apostrophes stay invalid, as the spec's character list says.
 */
const STREET_ADDRESS_PATTERN = /^\d[\p{L}\d/.-]*(?:\s+[\p{L}\d/.-]+)+$/u

export function isValidStreetAddress(value: string): boolean {
  return STREET_ADDRESS_PATTERN.test(value.trim())
}
