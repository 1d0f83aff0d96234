import type { TableBlock } from '@/payload-types'
import { tableLayout, type TableCell } from '@/domain/blocks/table'
import { logger } from '@/lib/logger'
import './styles.css'

type Props = TableBlock & { id?: string | null }

function Cell({ cell }: { cell: TableCell }) {
  const span = cell.colSpan > 1 ? cell.colSpan : undefined
  const fixed = cell.fixedIndex !== null
  const className = [fixed ? 'table-block__cell--fixed' : '', cell.styling ? `table-block__cell--${cell.styling}` : ''].filter(Boolean).join(' ') || undefined
  // Fixed cells stack from the left edge, each one fixed-cell width further in.
  const style = fixed && cell.fixedIndex ? { left: `calc(${cell.fixedIndex} * var(--table-fixed-width))` } : undefined
  if (cell.header) {
    return (
      <th scope={cell.header} colSpan={span} className={className} style={style}>
        {cell.text}
      </th>
    )
  }
  return (
    <td colSpan={span} className={className} style={style}>
      {cell.text}
    </td>
  )
}

/**
 * A data table. On a narrow screen it scrolls sideways inside its own frame (never the page); the
 * frame is a labelled, focusable region so keyboard users can scroll it too. Columns and cells may
 * stay in view while it scrolls, and carry a look of their own (the spec's fixed and styling).
 */
export function TableComponent(props: Props) {
  const layout = tableLayout(props.rows, { rowHeaders: props.rowHeaders, fixedFirstColumn: props.fixedFirstColumn, columns: props.columns })
  if (layout.columnCount === 0) {
    logger.warn({ block: 'table', blockId: props.id }, 'Table block without cells; not rendered')
    return null
  }
  const captionId = `table-caption-${props.id ?? 'block'}`
  const caption = props.caption?.trim() || props.title?.trim() || 'Table'
  return (
    <section className="container table-block">
      {props.title?.trim() ? <h2 className="table-block__title">{props.title}</h2> : null}
      <div className="table-block__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={`table-block__table table-block--${props.style ?? 'lines'}`}>
          <caption id={captionId}>{caption}</caption>
          {layout.head.length ? (
            <thead>
              {layout.head.map((row, r) => (
                <tr key={r}>
                  {row.cells.map((cell, c) => (
                    <Cell key={c} cell={cell} />
                  ))}
                </tr>
              ))}
            </thead>
          ) : null}
          {layout.body.length ? (
            <tbody>
              {layout.body.map((row, r) => (
                <tr key={r}>
                  {row.cells.map((cell, c) => (
                    <Cell key={c} cell={cell} />
                  ))}
                </tr>
              ))}
            </tbody>
          ) : null}
        </table>
      </div>
    </section>
  )
}
