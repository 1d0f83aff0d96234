import type { TableBlock } from '@/payload-types'

const cell = (content: string, colSpan = 1) => ({ content, colSpan })

/** A comparison with a spanning header, row headers and the first column fixed while scrolling. */
export const tableFixture = {
  blockType: 'table',
  title: 'Compare system types (sample)',
  caption: 'Sample figures for illustration only, not product ratings',
  style: 'lines',
  rowHeaders: true,
  fixedFirstColumn: true,
  rows: [
    { rowType: 'header', cells: [cell('System'), cell('Cooling and heating', 2), cell('Typical use'), cell('Noise')] },
    { rowType: 'body', cells: [cell('Air conditioner'), cell('High'), cell('None'), cell('Cooling only, paired with a furnace'), cell('Low')] },
    { rowType: 'body', cells: [cell('Heat pump'), cell('High'), cell('High'), cell('Heating and cooling in mild climates'), cell('Low')] },
    { rowType: 'body', cells: [cell('Gas furnace'), cell('Not applicable', 2), cell('Heating in cold climates'), cell('Medium')] },
  ],
} satisfies TableBlock

/** Striped rows, a single header row, no row headers. */
export const stripedTableFixture = {
  blockType: 'table',
  caption: 'Sample maintenance checklist by season',
  style: 'striped',
  rowHeaders: false,
  fixedFirstColumn: false,
  rows: [
    { rowType: 'header', cells: [cell('Season'), cell('Task'), cell('Who')] },
    { rowType: 'body', cells: [cell('Spring'), cell('Replace the air filter and clear leaves from the outdoor unit'), cell('Homeowner')] },
    { rowType: 'body', cells: [cell('Autumn'), cell('Have the heating system inspected'), cell('Dealer')] },
  ],
} satisfies TableBlock

/** Every cell bordered. */
export const borderedTableFixture = {
  ...stripedTableFixture,
  caption: 'Sample checklist with borders around every cell',
  style: 'bordered',
} satisfies TableBlock
