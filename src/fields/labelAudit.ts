import type { Block, Field, Tab } from 'payload'
import { toWords } from 'payload/shared'

type Label = unknown

/**
 * Payload fills a missing label with `toWords(name)` while it sanitizes the config, and it does so by
 * mutating the very field objects our configs export. Whether a label was written by a person can
 * therefore not be told from its presence alone (anything that imported the built config first
 * would make every field look labelled), so a label counts only when it differs from the one Payload
 * would generate. The price: a label may not be the bare name in title case ('Email' for `email`),
 * which is also what an editor learns least from.
 */
function isHumanLabel(label: Label, name: string): boolean {
  if (typeof label === 'function') return true
  if (typeof label === 'string') return label.trim() !== '' && label !== toWords(name)
  if (label && typeof label === 'object') {
    const texts = Object.values(label)
    return texts.length > 0 && texts.every((text) => typeof text === 'string' && text.trim() !== '' && text !== toWords(name))
  }
  return false
}

/**
 * Paths of the named fields (and named tabs) that an editor would see without a human label,
 * looking through rows, collapsibles, unnamed and named tabs, groups, arrays and inline blocks.
 */
export function fieldsWithoutLabels(fields: readonly Field[], parent = ''): string[] {
  const missing: string[] = []
  const at = (name: string) => (parent ? `${parent}.${name}` : name)
  for (const field of fields) {
    const name = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    if (name && !isHumanLabel('label' in field ? field.label : undefined, name)) missing.push(at(name))
    const inner = name ? at(name) : parent
    if (field.type === 'tabs') {
      for (const tab of field.tabs as Tab[]) {
        const tabName = 'name' in tab && typeof tab.name === 'string' ? tab.name : undefined
        if (tabName && !isHumanLabel(tab.label, tabName)) missing.push(at(tabName))
        missing.push(...fieldsWithoutLabels(tab.fields, tabName ? at(tabName) : parent))
      }
    } else if (field.type === 'blocks') {
      for (const block of (field.blocks ?? []) as Block[]) {
        missing.push(...fieldsWithoutLabels(block.fields, `${inner}[${block.slug}]`))
      }
    } else if ('fields' in field && Array.isArray(field.fields)) {
      missing.push(...fieldsWithoutLabels(field.fields, inner))
    }
  }
  return missing
}

/**
 * Words and shapes an editor should never have to decode in a label, a description or an option:
 * code identifiers, commands, HTTP headers, cookie names, JSON and notes written for developers.
 */
const DEVELOPER_WORDS: readonly [RegExp, string][] = [
  [/`/, 'a code quote (`)'],
  [/\b[a-z][a-z0-9]*_[a-z0-9_]+\b|(?:^|\s)_[a-z]\w*/i, 'a code identifier with underscores'],
  [/\b[a-z]{2,}(?:[A-Z][a-z0-9]*)+\b/, 'a camelCase code identifier'],
  [/\bnpm\b|\bnpx\b|\bnode\s/i, 'a command'],
  [/\bupsert/i, '"upsert"'],
  [/\bidempoten/i, '"idempotency"'],
  [/\breadings\s*\d/i, 'a reference to the spec readings'],
  [/\bspec\b|\bspec['’]s\b/i, 'a reference to the spec'],
  [/\bJSON\b|\[\s*\{|\{\s*"/, 'JSON'],
  [/\bwebhook\b/i, '"webhook"'],
  [/\bX-[A-Z][A-Za-z]*(?:-[A-Za-z]+)+\b|\bMessage-ID\b/, 'an HTTP or email header'],
  [/\b(?:true|false|null|undefined|boolean|enum|regex|payload|hook|config|env)\b/i, 'a programming word'],
]

export type DeveloperWord = { where: string; text: string; problem: string }

/** The developer words in one text, or none. */
export function developerWordIn(text: string): string | null {
  for (const [pattern, problem] of DEVELOPER_WORDS) if (pattern.test(text)) return problem
  return null
}

type Texts = { label?: unknown; description?: unknown; options?: unknown }

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).filter((text): text is string => typeof text === 'string')
  return []
}

function check(where: string, texts: Texts, found: DeveloperWord[]) {
  const all = [...textsOf(texts.label), ...textsOf(texts.description)]
  if (Array.isArray(texts.options)) {
    // A bare string option is shown as it is stored: its code is its label.
    for (const option of texts.options) all.push(...(typeof option === 'string' ? [option] : option && typeof option === 'object' && 'label' in option ? textsOf(option.label) : []))
  }
  for (const text of all) {
    const problem = developerWordIn(text)
    if (problem) found.push({ where, text, problem })
  }
}

/**
 * Labels, descriptions and option labels that carry developer words, looking through the same
 * structure as fieldsWithoutLabels (rows, collapsibles, tabs, groups, arrays, inline blocks).
 */
export function developerWordsInFields(fields: readonly Field[], parent = ''): DeveloperWord[] {
  const found: DeveloperWord[] = []
  const at = (name: string) => (parent ? `${parent}.${name}` : name)
  for (const field of fields) {
    const name = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    const where = name ? at(name) : `${parent || '(top)'} ${field.type}`
    const admin = 'admin' in field ? (field.admin as { description?: unknown } | undefined) : undefined
    check(where, { label: 'label' in field ? field.label : undefined, description: admin?.description, options: 'options' in field ? field.options : undefined }, found)
    const inner = name ? at(name) : parent
    if (field.type === 'tabs') {
      for (const tab of field.tabs as Tab[]) {
        const tabName = 'name' in tab && typeof tab.name === 'string' ? tab.name : undefined
        check(`${inner || "(top)"} tab ${typeof tab.label === 'string' ? tab.label : (tabName ?? '')}`, { label: tab.label, description: tab.description }, found)
        found.push(...developerWordsInFields(tab.fields, tabName ? at(tabName) : parent))
      }
    } else if (field.type === 'blocks') {
      for (const block of (field.blocks ?? []) as Block[]) found.push(...developerWordsInBlock(block, `${inner}[${block.slug}]`))
    } else if ('fields' in field && Array.isArray(field.fields)) {
      found.push(...developerWordsInFields(field.fields, inner))
    }
  }
  return found
}

/** A block's own names and its fields. */
export function developerWordsInBlock(block: Block, where = block.slug): DeveloperWord[] {
  const found: DeveloperWord[] = []
  check(where, { label: block.labels?.singular }, found)
  check(where, { label: block.labels?.plural }, found)
  return [...found, ...developerWordsInFields(block.fields, where)]
}

/** A collection's or global's description and its fields. */
export function developerWordsInEntity(entity: { slug: string; fields: readonly Field[]; admin?: { description?: unknown } }): DeveloperWord[] {
  const found: DeveloperWord[] = []
  check(entity.slug, { description: entity.admin?.description }, found)
  return [...found, ...developerWordsInFields(entity.fields)]
}
