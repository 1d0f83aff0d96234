import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { TableComponent } from './Component'
import { borderedTableFixture, stripedTableFixture, tableFixture } from './fixtures'

describe('Table', () => {
  it('renders a captioned table with a head of column headers and row headers in the body', async () => {
    const html = await renderHtml(<TableComponent {...tableFixture} id="t1" />)
    expect(html).toContain('<h2 class="table-block__title">Compare system types</h2>')
    expect(html).toContain(`<caption id="table-caption-t1">${tableFixture.caption}</caption>`)
    expect(html).toMatch(/<thead><tr><th scope="col" class="table-block__cell--fixed">System<\/th><th scope="colgroup" colSpan="2" class="table-block__cell--center">Cooling and heating<\/th><th scope="col">Typical use<\/th><th scope="col" class="table-block__cell--center">Noise<\/th><\/tr><\/thead>/)
    expect(html).toContain('<th scope="row" class="table-block__cell--fixed">Gas furnace</th><td colSpan="2" class="table-block__cell--center">Not applicable</td>')
  })

  it('gives columns and single cells their look, and keeps fixed ones in view (spec: fixed, styling)', async () => {
    const html = await renderHtml(<TableComponent {...tableFixture} id="t1" />)
    // Column settings: the first column is kept in view, the ratings are centred; one cell is highlighted.
    expect(html).toContain('<tr><th scope="row" class="table-block__cell--fixed">Heat pump</th><td class="table-block__cell--center">High</td><td class="table-block__cell--highlight">High</td><td>Heating and cooling in mild climates</td><td class="table-block__cell--center">Low</td></tr>')
    // A second fixed column stacks one fixed width further in; a cell can be kept in view on its own.
    const two = await renderHtml(
      <TableComponent
        {...tableFixture}
        columns={[{ fixed: true }, { fixed: true, styling: 'right' }]}
        rows={[{ rowType: 'body', cells: [{ content: 'A' }, { content: '1' }, { content: 'note', fixed: true, styling: 'bold' }] }]}
      />,
    )
    expect(two).toContain('<th scope="row" class="table-block__cell--fixed">A</th><td class="table-block__cell--fixed table-block__cell--right" style="left:calc(1 * var(--table-fixed-width))">1</td><td class="table-block__cell--fixed table-block__cell--bold" style="left:calc(2 * var(--table-fixed-width))">note</td>')
    const bordered = await renderHtml(<TableComponent {...borderedTableFixture} />)
    expect(bordered).toContain('<td class="table-block__cell--bold">Dealer</td>')
    expect(bordered).toContain('<td>Homeowner</td>')
  })

  it('scrolls inside its own labelled, keyboard-focusable frame', async () => {
    const html = await renderHtml(<TableComponent {...tableFixture} id="t1" />)
    expect(html).toMatch(/<div class="table-block__scroll" role="region" aria-labelledby="table-caption-t1" tabindex="0"><table/)
  })

  it('applies the chosen look; without row headers every body cell is a td', async () => {
    const striped = await renderHtml(<TableComponent {...stripedTableFixture} />)
    expect(striped).toContain('table-block--striped')
    // The table-level switch fixes the first column.
    expect(striped).toContain('<th scope="col" class="table-block__cell--fixed">Season</th><th scope="col">Task</th>')
    expect(striped).toContain('<td class="table-block__cell--fixed">Spring</td>')
    expect(striped).not.toContain('scope="row"')
    expect(striped).not.toContain('<h2')
    expect(await renderHtml(<TableComponent {...borderedTableFixture} />)).toContain('table-block--bordered')
  })

  it('a table without cells logs and renders nothing', async () => {
    expect(await renderHtml(<TableComponent {...tableFixture} rows={[{ rowType: 'body', cells: [] }]} />)).toBe('')
  })
})
