import type { ColumnsBlock } from '@/payload-types'
import { columnSpans } from '@/domain/layout/columnGrid'
import type { BlockRenderProps } from '../types'
import './styles.css'

export function ColumnsComponent({ heading, columns, renderBlocks }: ColumnsBlock & BlockRenderProps) {
  if (!columns?.length) return null
  const spans = columnSpans(columns.map((column) => column.width))
  return (
    <section className="container columns-block">
      {heading ? <h2 className="columns-block__heading">{heading}</h2> : null}
      <div className="columns-block__grid">
        {columns.map((column, index) => (
          <div key={column.id ?? `column-${index}`} className={`columns-block__column columns-block__column--span-${spans[index]}`} data-span={spans[index]}>
            {renderBlocks(column.blocks)}
          </div>
        ))}
      </div>
    </section>
  )
}
