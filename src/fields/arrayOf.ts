import type { ArrayField, Field } from 'payload'

type ArrayOfOptions = {
  name: string
  label: string
  /** What one row is called ("Section"), and several ("Sections"). */
  singular: string
  plural: string
  fields: Field[]
  required?: boolean
  min?: number
  max?: number
  description?: string
  defaultValue?: ArrayField['defaultValue']
  interfaceName?: string
  /** Further admin options (initCollapsed ...). */
  admin?: ArrayField['admin']
}

/**
 * A repeatable list of rows in a block (sections, cards, links ...). Each row reads as its first text
 * field in the admin (RowLabel: "Section: Heating basics") instead of "Row 01".
 */
export function arrayOf({ name, label, singular, plural, fields, required, min, max, description, defaultValue, interfaceName, admin }: ArrayOfOptions): ArrayField {
  return {
    name,
    type: 'array',
    label,
    labels: { singular, plural },
    ...(interfaceName ? { interfaceName } : {}),
    ...(required ? { required } : {}),
    ...(min !== undefined ? { minRows: min } : {}),
    ...(max !== undefined ? { maxRows: max } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    admin: {
      ...admin,
      ...(description ? { description } : {}),
      components: { RowLabel: '@/components/admin/RowLabel#RowLabel', ...admin?.components },
    },
    fields,
  }
}
