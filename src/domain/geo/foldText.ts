/**
 * Folds text for matching: accents removed, lower case, punctuation to spaces.
 * "Montréal" -> "montreal", "Coeur d'Alene" -> "coeur d alene".
 */
export function foldText(input: string): string {
  // Most names are plain ASCII; skipping normalize() there halves the index build time.
  const text = /^[\x00-\x7f]*$/.test(input) ? input : input.normalize('NFD')
  return text
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

// USPS and GeoNames disagree on these abbreviations ("St Louis" / "Saint Louis"), so both
// sides of a comparison spell them out.
const CITY_WORD_ALIASES: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
}

/** foldText plus the abbreviations city names are written with. */
export function foldCityName(input: string): string {
  const folded = foldText(input)
  if (!ABBREVIATED.test(folded)) return folded
  return folded
    .split(' ')
    .map((word) => CITY_WORD_ALIASES[word] ?? word)
    .join(' ')
}

const ABBREVIATED = /(?:^| )(?:st|ste|mt|ft)(?: |$)/
