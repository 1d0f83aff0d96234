import type { Field } from 'payload'
import { navItemsField } from '@/fields/navItems'

const LINK_LABELS: Record<string, { label: string; description?: string }> = {
  label: { label: 'Link text' },
  url: { label: 'Link address', description: 'A path on this site (/rebates/), an anchor (#faq) or a full https:// address.' },
}

/**
 * The header and footer menus: the shared nav-items field with the labels an editor reads. Labels
 * are admin-only, so adding them here leaves the stored shape of the factory's fields unchanged.
 */
export function navLinksField(name: string, maxRows: number, label: string): Field {
  const field = navItemsField(name, maxRows)
  if (field.type !== 'array') return field
  return {
    ...field,
    label,
    labels: { singular: 'Link', plural: 'Links' },
    fields: field.fields.map((inner) => {
      const extra = 'name' in inner ? LINK_LABELS[inner.name] : undefined
      if (!extra) return inner
      return { ...inner, label: extra.label, admin: { ...inner.admin, ...(extra.description ? { description: extra.description } : {}) } } as Field
    }),
  }
}
