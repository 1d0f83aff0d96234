import type { TableBlock } from '@/payload-types'

const cell = (content: string, colSpan = 1) => ({ content, colSpan })

/**
 * A comparison with a spanning header and row headers; the first column stays in view while the
 * table scrolls, the rating columns are centred (column settings) and one cell is highlighted.
 */
export const tableFixture = {
  blockType: 'table',
  title: 'Compare system types',
  caption: 'General comparison, not product ratings',
  style: 'lines',
  rowHeaders: true,
  fixedFirstColumn: false,
  columns: [{ fixed: true }, { styling: 'center' }, { styling: 'center' }, {}, { styling: 'center' }],
  rows: [
    { rowType: 'header', cells: [cell('System'), cell('Cooling and heating', 2), cell('Typical use'), cell('Noise')] },
    { rowType: 'body', cells: [cell('Air conditioner'), cell('High'), cell('None'), cell('Cooling only, paired with a furnace'), cell('Low')] },
    { rowType: 'body', cells: [cell('Heat pump'), cell('High'), { ...cell('High'), styling: 'highlight' }, cell('Heating and cooling in mild climates'), cell('Low')] },
    { rowType: 'body', cells: [cell('Gas furnace'), cell('Not applicable', 2), cell('Heating in cold climates'), cell('Medium')] },
  ],
} satisfies TableBlock

/** Striped rows, a single header row, no row headers; the table-level switch keeps the first column in view. */
export const stripedTableFixture = {
  blockType: 'table',
  caption: 'Maintenance checklist by season',
  style: 'striped',
  rowHeaders: false,
  fixedFirstColumn: true,
  rows: [
    { rowType: 'header', cells: [cell('Season'), cell('Task'), cell('Who')] },
    { rowType: 'body', cells: [cell('Spring'), cell('Replace the air filter and clear leaves from the outdoor unit'), cell('Homeowner')] },
    { rowType: 'body', cells: [cell('Autumn'), cell('Have the heating system inspected'), cell('Dealer')] },
  ],
} satisfies TableBlock

/** Every cell bordered; the "Who" cells are bold, the dealer's one cell on its own. */
export const borderedTableFixture = {
  ...stripedTableFixture,
  caption: 'Who does what, by season',
  style: 'bordered',
  fixedFirstColumn: false,
  rows: [
    { rowType: 'header', cells: [cell('Season'), cell('Task'), cell('Who')] },
    { rowType: 'body', cells: [cell('Spring'), cell('Replace the air filter and clear leaves from the outdoor unit'), cell('Homeowner')] },
    { rowType: 'body', cells: [cell('Autumn'), cell('Have the heating system inspected'), { ...cell('Dealer'), styling: 'bold' }] },
  ],
} satisfies TableBlock
