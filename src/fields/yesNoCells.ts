import type { Config, Field } from 'payload'

const YES_NO_CELL = '@/components/admin/YesNoCell#YesNoCell'

function withYesNoCells(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'checkbox') {
      const components = field.admin?.components
      return components?.Cell ? field : { ...field, admin: { ...field.admin, components: { ...components, Cell: YES_NO_CELL } } }
    }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withYesNoCells(tab.fields) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withYesNoCells(field.fields) } as Field
    return field
  })
}

/** Payload plugin: every tick box in a list column reads "Yes" or "No" instead of Payload's `true` / `false`. */
export function yesNoCheckboxCells(config: Config): Config {
  return { ...config, collections: (config.collections ?? []).map((collection) => ({ ...collection, fields: withYesNoCells(collection.fields) })) }
}
