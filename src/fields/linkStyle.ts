import type { Field } from 'payload'

/** The hero's button styling knobs, shared by the main link and both sidebar cards. */
export const LINK_BACKGROUNDS = ['white', 'baby-blue', 'none'] as const
export const CORNER_RADII = ['xl', 'full'] as const
export const LINK_WIDTHS = ['full', 'fit'] as const
export const LINK_ICONS = ['arrow-right'] as const

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * Fields `${prefix}background`, `${prefix}corner_radius`, `${prefix}width`, `${prefix}show_icon`, `${prefix}icon`.
 * `enumPrefix` keeps PostgreSQL enum names under the 63-character identifier limit.
 */
export function linkStyleFields(prefix: string, enumPrefix: string): Field[] {
  return [
    {
      name: `${prefix}background`,
      type: 'select',
      enumName: `${enumPrefix}_bg`,
      options: options(LINK_BACKGROUNDS),
    },
    {
      name: `${prefix}corner_radius`,
      type: 'select',
      enumName: `${enumPrefix}_radius`,
      defaultValue: 'full',
      options: options(CORNER_RADII),
    },
    { name: `${prefix}width`, type: 'select', enumName: `${enumPrefix}_width`, options: options(LINK_WIDTHS) },
    { name: `${prefix}show_icon`, type: 'checkbox', defaultValue: false },
    { name: `${prefix}icon`, type: 'select', enumName: `${enumPrefix}_icon`, options: options(LINK_ICONS) },
  ]
}

/** Internal path (/x/), anchor, or absolute http(s) URL. */
export function validateLinkUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string') return 'Enter a link'
  if (/^\/(?!\/)/.test(value) || /^#/.test(value) || /^https?:\/\/[^\s]+$/.test(value)) return true
  return 'Enter a path starting with / or a full http(s) URL'
}
