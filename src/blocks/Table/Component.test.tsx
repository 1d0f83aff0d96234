import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TableComponent } from './Component'
import { borderedTableFixture, stripedTableFixture, tableFixture } from './fixtures'

describe('Table', () => {
  it('renders a captioned table with a head of column headers and row headers in the body', () => {
    const html = renderToStaticMarkup(<TableComponent {...tableFixture} id="t1" />)
    expect(html).toContain('<h2 class="table-block__title">Compare system types (sample)</h2>')
    expect(html).toContain(`<caption id="table-caption-t1">${tableFixture.caption}</caption>`)
    expect(html).toMatch(/<thead><tr><th scope="col">System<\/th><th scope="colgroup" colSpan="2">Cooling and heating<\/th><th scope="col">Typical use<\/th><th scope="col">Noise<\/th><\/tr><\/thead>/)
    expect(html).toContain('<tr><th scope="row">Heat pump</th><td>High</td><td>High</td>')
    expect(html).toContain('<th scope="row">Gas furnace</th><td colSpan="2">Not applicable</td>')
    expect(html).toContain('table-block--fixed-first')
  })

  it('scrolls inside its own labelled, keyboard-focusable frame', () => {
    const html = renderToStaticMarkup(<TableComponent {...tableFixture} id="t1" />)
    expect(html).toMatch(/<div class="table-block__scroll" role="region" aria-labelledby="table-caption-t1" tabindex="0"><table/)
  })

  it('applies the chosen look; without row headers every body cell is a td', () => {
    const striped = renderToStaticMarkup(<TableComponent {...stripedTableFixture} />)
    expect(striped).toContain('table-block--striped')
    expect(striped).not.toContain('table-block--fixed-first')
    expect(striped).not.toContain('scope="row"')
    expect(striped).not.toContain('<h2')
    expect(renderToStaticMarkup(<TableComponent {...borderedTableFixture} />)).toContain('table-block--bordered')
  })

  it('a table without cells logs and renders nothing', () => {
    expect(renderToStaticMarkup(<TableComponent {...tableFixture} rows={[{ rowType: 'body', cells: [] }]} />)).toBe('')
  })
})
