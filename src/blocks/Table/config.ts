import type { Block } from 'payload'
import { arrayOf } from '@/fields/arrayOf'
import { MAX_COL_SPAN, TABLE_STYLES, TABLE_STYLINGS, type TableStyling } from '@/domain/blocks/table'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

const STYLE_LABELS: Record<(typeof TABLE_STYLES)[number], string> = {
  lines: 'Lines between rows',
  striped: 'Striped rows',
  bordered: 'Borders around every cell',
}

const STYLING_LABELS: Record<TableStyling, string> = {
  highlight: 'Highlighted (light blue)',
  bold: 'Bold',
  center: 'Centred',
  right: 'Aligned right (for figures)',
}
const stylingOptions = TABLE_STYLINGS.map((value) => ({ value, label: STYLING_LABELS[value] }))

/** A data table: header and body rows of text cells that may span columns. */
export const config: Block = {
  slug: 'table',
  interfaceName: 'TableBlock',
  labels: { singular: 'Table', plural: 'Tables' },
  fields: [
    heading({ name: 'title', label: 'Heading above the table' }),
    {
      name: 'caption',
      type: 'text',
      label: 'Table caption',
      required: true,
      admin: { description: 'Says what the table shows; screen readers announce it with the table.' },
    },
    arrayOf({
      name: 'rows',
      label: 'Table rows',
      singular: 'Row',
      plural: 'Rows',
      required: true,
      min: 1,
      fields: [
        {
          name: 'rowType',
          type: 'select',
          label: 'Row kind',
          defaultValue: 'body',
          options: [
            { value: 'header', label: 'Header row (column titles)' },
            { value: 'body', label: 'Body row' },
          ],
        },
        arrayOf({
          name: 'cells',
          label: 'Cells of the row',
          singular: 'Cell',
          plural: 'Cells',
          min: 1,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'content', type: 'textarea', label: 'Cell text', admin: { width: '75%' } },
                { name: 'colSpan', type: 'number', label: 'Columns it spans', defaultValue: 1, min: 1, max: MAX_COL_SPAN, admin: { width: '25%', step: 1 } },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'styling',
                  type: 'select',
                  label: 'Cell look',
                  options: [{ value: 'plain', label: 'Plain (not as its column)' }, ...stylingOptions],
                  admin: { width: '50%', description: 'Empty: as its column (Column settings below).' },
                },
                {
                  name: 'fixed',
                  type: 'checkbox',
                  label: 'Keep this cell in view',
                  defaultValue: false,
                  admin: { width: '50%', description: 'While the table scrolls sideways. Usually set for a whole column instead; not for a cell spanning columns.' },
                },
              ],
            },
          ],
        }),
      ],
    }),
    arrayOf({
      name: 'columns',
      label: 'Column settings',
      singular: 'Column',
      plural: 'Columns',
      description: 'Optional. The first entry is for the first column, the second for the second, and so on; a cell’s own look wins over its column’s.',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'styling', type: 'select', label: 'Look of the column’s cells', options: stylingOptions, admin: { width: '50%' } },
            {
              name: 'fixed',
              type: 'checkbox',
              label: 'Keep this column in view',
              defaultValue: false,
              admin: { width: '50%', description: 'While the table scrolls sideways on a small screen. A column kept in view is 160 px wide.' },
            },
          ],
        },
      ],
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'style',
          type: 'select',
          label: 'Table look',
          defaultValue: 'lines',
          options: TABLE_STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
          admin: { width: '33%' },
        },
        {
          name: 'rowHeaders',
          type: 'checkbox',
          label: 'First column labels each row',
          defaultValue: false,
          admin: { width: '33%' },
        },
        {
          name: 'fixedFirstColumn',
          type: 'checkbox',
          label: 'Keep the first column in view',
          defaultValue: false,
          admin: { width: '33%', description: 'When the table scrolls sideways on a small screen.' },
        },
      ],
    },
    blockSettings(),
  ],
}
