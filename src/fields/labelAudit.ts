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
