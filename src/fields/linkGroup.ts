import type { ArrayField, Field } from 'payload'
import { arrayOf } from './arrayOf'
import { link } from './link'

type LinkGroupOptions = {
  name: string
  label: string
  /** What one row is called ("Button"), and several ("Buttons"). */
  singular: string
  plural: string
  /** The label of each row's link. */
  linkLabel: string
  /** Each link gets the button look (colour, corners, width, arrow). */
  appearance?: boolean
  required?: boolean
  min?: number
  max?: number
  description?: string
  /** Fields a row holds besides its link, before and after it (an image, a text). */
  before?: Field[]
  after?: Field[]
}

/**
 * A list of links (a button row, a link slider, a navigation): each row is one `link` named `link`
 * whose text is required. Stored as `<name>[].link`.
 */
export function linkGroup({ linkLabel, appearance, before = [], after = [], ...list }: LinkGroupOptions): ArrayField {
  return arrayOf({ ...list, fields: [...before, link({ name: 'link', label: linkLabel, appearance, required: true }), ...after] })
}
