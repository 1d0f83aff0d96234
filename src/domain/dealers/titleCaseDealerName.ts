/**
 * Dealer name display (spec section 4, dealer card): title case, with AC, A.C., A/C, LLC and
 * HVAC kept upper case and "and" / "of" lower case. The first word is always capitalised,
 * so "and" and "of" are only lowered inside the name ("Of Counsel HVAC" stays readable).
 * Names arrive in any case (providers often send ALL CAPS), so unknown acronyms such as
 * "ABC" become "Abc": there is no way to tell them from words.
 */

const KEEP_UPPER = new Map<string, string>([
  ['AC', 'AC'],
  ['A.C.', 'A.C.'],
  ['A.C', 'A.C.'],
  ['A/C', 'A/C'],
  ['LLC', 'LLC'],
  ['LLC.', 'LLC.'],
  ['HVAC', 'HVAC'],
])

const KEEP_LOWER = new Set(['and', 'of'])

/** Upper-cases the first letter of a plain word and lower-cases the rest; O'Brien, D'Angelo. */
function capitalise(word: string): string {
  const lower = word.toLowerCase()
  return lower.replace(/^(\P{L}*)(\p{L})/u, (_, lead: string, first: string) => lead + first.toUpperCase())
    .replace(/^(\P{L}*\p{L})'(\p{L})/u, (_, head: string, next: string) => `${head}'${next.toUpperCase()}`)
}

function caseSegment(segment: string): string {
  const fixed = KEEP_UPPER.get(segment.toUpperCase())
  return fixed ?? capitalise(segment)
}

function caseWord(word: string, isFirst: boolean): string {
  // Keep surrounding punctuation such as "(" or "," out of the acronym check.
  const match = /^([^\p{L}\p{N}]*)(.*?)([,;:!?)\]"]*)$/u.exec(word)
  const lead = match?.[1] ?? ''
  const core = match?.[2] ?? word
  const tail = match?.[3] ?? ''
  if (core === '') return word

  const upper = KEEP_UPPER.get(core.toUpperCase())
  if (upper) return lead + upper + tail
  if (!isFirst && lead === '' && KEEP_LOWER.has(core.toLowerCase())) return core.toLowerCase() + tail

  // Hyphenated and slashed compounds are cased part by part: "Air-Tech", "Heating/Cooling".
  const cased = core
    .split(/([-/])/)
    .map((part) => (part === '-' || part === '/' ? part : caseSegment(part)))
    .join('')
  return lead + cased + tail
}

export function titleCaseDealerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words.map((word, i) => caseWord(word, i === 0)).join(' ')
}
